/**
 * The dictionary keys of a resource's labels. A key's first segment names its dictionary: an area's
 * keys begin with the area (`tickets.entities.event.fields.title`), the others are common. A field's
 * label is looked up resource → entity → common: the resource's own text where it differs from its
 * entity's, the entity's, and for the system fields (`created_at`, `version` …) the common one.
 */
export interface LabelledResource {
  name: string;
  entity: { name: string };
}

/** `tickets/events` → `tickets`: a registry name begins with its area. */
export const areaOf = (name: string) => name.slice(0, name.indexOf('/'));

const withinArea = (name: string) => name.slice(name.indexOf('/') + 1);

const lookup = (resource: LabelledResource, path: string) => [
  `${areaOf(resource.name)}.resources.${withinArea(resource.name)}.${path}`,
  `${areaOf(resource.entity.name)}.entities.${withinArea(resource.entity.name)}.${path}`,
  path,
];

/** The keys of a field's label, first found first: `….fields.<field>` of the resource, its entity, common. */
export const fieldLabelKeys = (resource: LabelledResource, field: string) => lookup(resource, `fields.${field}`);

/** The keys of an enum value's label, as for a field: `….enums.<field>.<value>`. */
export const enumLabelKeys = (resource: LabelledResource, field: string, value: unknown) =>
  lookup(resource, `enums.${field}.${String(value)}`);
