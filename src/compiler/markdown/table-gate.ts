import type { Code, Construct, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';
import type { Processor } from 'unified';

// GFM's table is a flow construct tried wherever a block can start: at every paragraph, it reads the
// whole line as a head row before the next line fails as its delimiter row. ~11% of parsing a page of the
// bench corpus and ~9% of what the parse allocates, for a table a page holds once, if at all.
//
// A table starts only where its next line can be a delimiter row, and the construct itself fails a
// delimiter row without a `-` in a cell and a `|` or `:` somewhere in it (micromark-extension-gfm-table's
// `seen`). So the attempt is skipped where the next line of the parsed text holds no `-` or neither of `|`
// and `:`: what the construct would fail anyway, the same tree for every source. Rows after a table's head
// are attempts of the same construct and are never skipped.

// micromark-extension-gfm-table's construct; the table-gate test fails if it is renamed
const TABLE = 'table';
const LINE_ENDING = /\r\n|\r|\n/;

/**
 * The 1-based lines of the text being parsed (micromark's `line`) that a table can start on, or null
 * while no gated parse runs: then every attempt goes ahead, as without the gate.
 */
let tableLines: Uint8Array | null = null;

/** Per line of `text`, 1 where a table may start on it: its next line holds a `-` and a `|` or `:`. */
export function tableStartLines(text: string): Uint8Array {
  const lines = text.split(LINE_ENDING);
  const starts = new Uint8Array(lines.length + 2);
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.includes('-') && (line.includes('|') || line.includes(':'))) starts[index] = 1;
  }
  return starts;
}

/** After a table's head or row (line prefixes and endings aside), where the construct goes on with a body row. */
function continuesTable(self: TokenizeContext): boolean {
  for (let index = self.events.length - 1; index > -1; index--) {
    const type: string = self.events[index]![1].type;
    if (type !== 'lineEnding' && type !== 'linePrefix') return type === 'tableHead' || type === 'tableRow';
  }
  return false;
}

function gated(table: Construct): Construct {
  const tokenize = table.tokenize;
  return {
    ...table,
    tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
      const lines = tableLines;
      if (lines && lines[this.now().line] !== 1 && !continuesTable(this)) return (code: Code) => nok(code);
      return tokenize.call(this, effects, ok, nok);
    },
  };
}

/**
 * Gates GFM's table construct in the micromark syntax (use after remark-gfm), and has the processor's
 * parser mark the lines of each text it parses where a table can start.
 */
export default function remarkTableGate(this: Processor): void {
  const extensions = (this.data('micromarkExtensions') ?? []) as (Extension | Extension[])[];
  const gate = (extension: Extension): Extension => {
    const flow = extension.flow?.null;
    if (!flow) return extension;
    const constructs = [flow].flat().map((construct) => (construct.name === TABLE ? gated(construct) : construct));
    return { ...extension, flow: { ...extension.flow, null: constructs } };
  };
  this.data('micromarkExtensions', extensions.map((entry) => (Array.isArray(entry) ? entry.map(gate) : gate(entry))) as never);
  const parse = this.parser!;
  // a parse within a parse (none today) marks its own text and gives the outer one back its lines
  this.parser = (document, file) => {
    const outer = tableLines;
    tableLines = tableStartLines(document);
    try {
      return parse(document, file);
    } finally {
      tableLines = outer;
    }
  };
}
