import { defineArea } from '../../core/area.ts';

/** The image database: stock images licensed from Adobe Stock, the company's own uploads, libraries and journeys' images. */
export const imagesArea = defineArea({
  name: 'images',
});
