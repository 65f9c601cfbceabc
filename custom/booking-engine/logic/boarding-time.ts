/** The time of day (`HH:mm`) a boarding point is served: the date's time moved by the point's offset in minutes. */
export function boardingTime(time: string | null, offsetMinutes: number): string | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time ?? '');
  if (!match) return null;
  const minutesOfDay = 24 * 60;
  const minutes =
    (((Number(match[1]) * 60 + Number(match[2]) + offsetMinutes) % minutesOfDay) + minutesOfDay) % minutesOfDay;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
