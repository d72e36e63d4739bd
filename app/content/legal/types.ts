export type LegalSection = { heading: string; paragraphs: string[] };
export type LegalText = { title: string; intro: string; sections: LegalSection[] };
export type LegalDocument = { updated: string; en: LegalText; es: LegalText };
