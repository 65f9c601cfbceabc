import { mayDo, mayUse, type PermissionHolder } from '../../registry/permission-check';
import type { Registry } from '../../registry/types';

export interface NewsletterLink {
  label: string;
  route: string;
}

const RESOURCES = ['newsletter/campaigns', 'newsletter/templates', 'newsletter/contact-lists', 'newsletter/contacts'];

/** The pages besides their resources' lists, with the rights resources/newsletter.json gives them. */
const PAGES = [
  { label: 'menu.newsletterAnalysis', route: '/newsletter/analysis', right: 'newsletter-statistics-read' },
  { label: 'newsletter.account.import', route: '/newsletter/contacts/import', right: 'newsletter-create' },
];

/** The newsletter pages the user may open, as the menu offers them. */
export function newsletterLinks(registry: Registry, permissions: PermissionHolder): NewsletterLink[] {
  const lists = RESOURCES.flatMap((name) => {
    const resource = registry.resource(name);
    return resource && mayDo(permissions, resource.permission, 'list')
      ? [{ label: resource.label, route: resource.route }]
      : [];
  });
  const pages = PAGES.filter((page) => mayUse(permissions, [page.right]));
  return [...lists, ...pages.map(({ label, route }) => ({ label, route }))];
}
