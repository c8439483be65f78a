import styled from 'styled-components';
import { useCatalogText } from '../use-catalog-text';

type Reference = { href: string; external: boolean } | null;

/** A reference as a link: only http(s) addresses are linked (no javascript: or data:); another site's opens in a new tab. */
export function toReference(address: string, base = window.location.href): Reference {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return { href: address, external: url.origin !== new URL(base).origin };
}

/** A topic's reference links (spec: a References list of links), each address shown as its text. */
export function ReferenceList({ references }: { references: readonly string[] }) {
  const t = useCatalogText();
  return (
    <List>
      {references.map((address, i) => {
        const reference = toReference(address);
        return (
          <li key={`${i}-${address}`}>
            {reference === null ? (
              <span>{address}</span>
            ) : reference.external ? (
              <a href={reference.href} target="_blank" rel="noopener noreferrer">
                {address}
                <span className="visually-hidden"> {t('topic.newTab')}</span>
              </a>
            ) : (
              <a href={reference.href}>{address}</a>
            )}
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  li { overflow-wrap: anywhere; }
  a { color: ${({ theme }) => theme.color.text.link}; }
`;
