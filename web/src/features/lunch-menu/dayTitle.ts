/** "november 25., szerda" / "Wednesday, November 25": a menu day is a calendar date, read in UTC as written. */
export const dayTitle = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
