import type { BlogAuthor } from '../../../../src/contracts/manifest.ts';
import { useContent } from '../../hooks/use-content.ts';
import { InternalLink } from '../internal-link/internal-link.tsx';
import { AuthorAvatar } from './author-avatar.tsx';
import { SocialIcon, socialTitle } from '../icons/social-icon.tsx';
import './author-card.css';
import { isDocusaurusSite } from '../../lib/docusaurus-site.ts';

/**
 * Picture, name (linking to the author page when there is one), title, the number of posts (`count`, on the
 * authors page) and socials. A Docusaurus site's count is theme-classic's badge after the name; docgate's
 * layout says "3 posts" under the title.
 */
export function AuthorCard({ author, count, large = false }: { author: BlogAuthor; count?: number; large?: boolean }) {
  const { manifest } = useContent();
  const badge = count !== undefined && isDocusaurusSite(manifest);
  const name = author.permalink ? (
    <InternalLink to={author.permalink} className="avatar__name">
      {author.name}
    </InternalLink>
  ) : author.url ? (
    <a href={author.url} className="avatar__name" target="_blank" rel="noopener noreferrer">
      {author.name}
    </a>
  ) : (
    <span className="avatar__name">{author.name}</span>
  );
  const { socials } = author;
  return (
    <div className={`avatar ${large ? 'avatar--large' : ''}`}>
      <AuthorAvatar name={author.name} imageUrl={author.imageUrl} size={large ? 72 : 44} />
      <div className="avatar__intro">
        {large ? (
          <h1 className="avatar__heading">{name}</h1>
        ) : badge ? (
          <div className="avatar__name-line">
            {name}
            <span className="avatar__count-badge">{count}</span>
          </div>
        ) : (
          name
        )}
        {author.title ? <small className="avatar__title">{author.title}</small> : null}
        {count !== undefined && !badge ? <small className="avatar__count">{count === 1 ? '1 post' : `${count} posts`}</small> : null}
        {socials.length > 0 ? (
          <span className="avatar__socials">
            {socials.map(({ platform: network, url }) => (
              <a
                key={network}
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="avatar__social"
                title={socialTitle(network)}
                aria-label={socialTitle(network)}
              >
                <SocialIcon platform={network} />
              </a>
            ))}
          </span>
        ) : null}
      </div>
    </div>
  );
}
