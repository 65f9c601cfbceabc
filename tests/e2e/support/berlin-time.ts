/** `23.07.2027 20:00`: a moment as the console writes it (spec 1 §9), in Berlin time. */
export const berlinDateTime = (moment: Date | string) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(moment))
    .replace(',', '');
