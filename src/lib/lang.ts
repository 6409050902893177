/** The languages of the interface: German (the reference) and English. */
export type Lang = 'de' | 'en';
