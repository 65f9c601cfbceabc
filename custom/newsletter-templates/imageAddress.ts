/**
 * The address a mail shows an image from: the image's link made absolute on the console's origin (an
 * upload's link is `/api/uploads/…`, which a mail client could not resolve); an absolute link as it is.
 */
export const imageAddress = (link: string, origin: string): string => new URL(link, origin).href;
