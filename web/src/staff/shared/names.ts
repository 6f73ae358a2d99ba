/** A group's or an option's name in the UI language (Hungarian UI: Hungarian, anything else English). */
export const nameIn = (named: { name: string; nameEnglish: string }, language: string): string =>
  language.startsWith('hu') ? named.name : named.nameEnglish || named.name;
