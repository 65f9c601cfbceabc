import { ResourceListPage, type CustomPageProps } from '../../src/console';
import { TemplateViewLinks } from './TemplateViewLinks';

/** `/newsletter/templates`: the generated list, with the ways to the cards and the files. */
export default function TemplateListPage({ resource }: CustomPageProps) {
  return <ResourceListPage resource={resource} actions={<TemplateViewLinks resource={resource} current="list" />} />;
}
