// Which Prism token types a TextMate scope of shiki's grammars stands for, to colour shiki's tokens as a
// Prism theme colours Prism's (prism-shiki-themes.ts). Types are outer to inner, as a Prism token's type and its
// aliases: `['method', 'function']` takes function's style and method's over it. A scope given no types
// (`[]`) is plain text where Prism has no token (YAML's unquoted values, CSS's numbers). shiki picks the
// most specific scope that matches: a string's quotes (`punctuation.definition.string`) are the string's
// colour, as in Prism, where the quotes belong to the string token, not `punctuation`.

type Entry = [types: string[], scope: string];

const scopes = (types: string[], ...list: string[]): Entry[] => list.map((scope) => [types, scope]);

export const TEXTMATE_SCOPES: Entry[] = [
  ...scopes(['comment'], 'comment', 'punctuation.definition.comment', 'string.comment'),
  ...scopes(['prolog'], 'meta.preprocessor', 'keyword.control.directive'),
  ...scopes(['doctype'], 'meta.tag.metadata.doctype', 'meta.tag.sgml.doctype'),
  ...scopes(['cdata'], 'string.unquoted.cdata'),
  ...scopes(['punctuation'], 'punctuation', 'meta.brace', 'punctuation.definition.tag', 'punctuation.accessor'),
  ...scopes(['property'], 'support.type.property-name', 'punctuation.support.type.property-name', 'meta.property-name'),
  ...scopes(['literal-property', 'property'], 'meta.object-literal.key'),
  ...scopes(['tag'], 'entity.name.tag'),
  ...scopes(['tag', 'class-name'], 'support.class.component'),
  ...scopes(['key', 'atrule'], 'entity.name.tag.yaml'),
  ...scopes(['boolean'], 'constant.language', 'constant.language.boolean'),
  ...scopes(['null', 'keyword'], 'constant.language.null', 'constant.language.undefined'),
  ...scopes(['number'], 'constant.numeric'),
  ...scopes(['constant'], 'constant', 'support.constant', 'constant.other', 'variable.other.enummember'),
  ...scopes(['symbol'], 'constant.other.symbol'),
  ...scopes(['deleted'], 'markup.deleted', 'punctuation.definition.deleted'),
  ...scopes(['inserted'], 'markup.inserted', 'punctuation.definition.inserted'),
  ...scopes(['changed'], 'markup.changed'),
  ...scopes(['selector'], 'meta.selector', 'entity.other.attribute-name.class.css', 'entity.other.attribute-name.id.css'),
  ...scopes(['selector'], 'entity.other.attribute-name.pseudo-class', 'entity.other.attribute-name.pseudo-element', 'entity.name.tag.css'),
  ...scopes(['attr-name'], 'entity.other.attribute-name'),
  ...scopes(['string'], 'string', 'punctuation.definition.string', 'constant.character.escape', 'string.template'),
  ...scopes(['attr-value'], 'meta.attribute string', 'meta.tag string.quoted'),
  ...scopes(
    ['attr-value', 'punctuation'],
    'meta.attribute punctuation.definition.string',
    'meta.tag string.quoted punctuation.definition.string',
  ),
  ...scopes(['char'], 'string.quoted.single.c', 'constant.character'),
  ...scopes(['builtin'], 'support.function.builtin', 'support.type.primitive', 'support.type.builtin', 'support.function.builtin.shell'),
  ...scopes(['operator'], 'keyword.operator', 'storage.type.function.arrow'),
  ...scopes(['entity'], 'constant.character.entity'),
  ...scopes(['url'], 'string.other.link', 'markup.underline.link', 'variable.parameter.url'),
  ...scopes(['atrule'], 'keyword.control.at-rule', 'punctuation.definition.keyword'),
  ...scopes(['keyword'], 'keyword', 'storage', 'storage.type', 'storage.modifier', 'keyword.control', 'variable.language'),
  ...scopes(['keyword'], 'keyword.operator.new', 'keyword.operator.expression', 'keyword.operator.word', 'keyword.other'),
  ...scopes(['function'], 'entity.name.function', 'support.function', 'meta.function-call entity.name.function'),
  ...scopes(['function'], 'entity.name.command', 'support.function.misc.css'),
  ...scopes(['function-variable', 'function'], 'meta.definition.variable entity.name.function'),
  ...scopes(['class-name'], 'entity.name.type', 'entity.name.class', 'support.class', 'entity.other.inherited-class'),
  ...scopes(['console', 'class-name'], 'support.class.console'),
  ...scopes(['regex'], 'string.regexp'),
  ...scopes(['important'], 'keyword.other.important'),
  ...scopes(['variable'], 'variable.other.normal', 'variable.other.special', 'variable.other.positional', 'variable.other.bracket'),
  ...scopes(
    ['variable'],
    'punctuation.definition.variable',
    'variable.other.php',
    'variable.scss',
    'variable.css',
    'variable.argument.css',
  ),
  ...scopes(['assign-left', 'variable'], 'variable.other.assignment'),
  ...scopes(['dom', 'variable'], 'support.variable.dom'),
  ...scopes(['parameter', 'variable'], 'constant.other.option'),
  ...scopes(['namespace'], 'entity.name.namespace', 'entity.name.type.namespace', 'entity.name.type.module'),
  ...scopes(['decorator', 'function'], 'meta.decorator entity.name.function', 'punctuation.decorator'),
  ...scopes(['title', 'important'], 'markup.heading', 'entity.name.section'),
  ...scopes(['bold', 'important'], 'markup.bold'),
  ...scopes(['italic'], 'markup.italic'),
  ...scopes(['code', 'keyword'], 'markup.inline.raw', 'markup.fenced_code'),
  // plain in Prism: a YAML value that is not quoted, CSS's numbers and property values
  ...scopes([], 'string.unquoted.plain', 'constant.numeric.css', 'keyword.other.unit', 'support.constant.property-value'),
];
