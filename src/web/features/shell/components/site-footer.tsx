import { Link } from 'react-router';
import { paths } from '@web/lib/paths';

const links = [
  { to: paths.privacy, label: 'Privacy' },
  { to: paths.support, label: 'Support' },
  { to: paths.faq, label: 'FAQ' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.status, label: 'Status' },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© {new Date().getFullYear()} Rivalwatch. Competitor monitoring for Shopify stores.</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-foreground hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
