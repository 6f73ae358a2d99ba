import { XMLParser } from 'fast-xml-parser';

// The stand-in's own reading of the Agent's request schemas: which root each action's field takes, and the element
// order of every `sequence` (xmlszamla.xsd, xmlszamlast.xsd, xmlszamlapdf.xsd, xmlszamlaxml.xsd; xmlnyugtacreate.xsd
// and xmlnyugtaget use `all`, so only their names are checked). An unknown element, one out of order or a missing required one is the
// Agent's "XML reading error" (57), as XSD validation would make it.

const roots: Record<string, string> = {
  'action-xmlagentxmlfile': 'xmlszamla',
  'action-szamla_agent_st': 'xmlszamlast',
  'action-szamla_agent_nyugta_create': 'xmlnyugtacreate',
  'action-szamla_agent_pdf': 'xmlszamlapdf',
  'action-szamla_agent_xml': 'xmlszamlaxml',
  'action-szamla_agent_nyugta_get': 'xmlnyugtaget',
};
export const rootOf = (field: string) => roots[field] ?? '';

interface Sequence {
  order: string[];
  required: string[];
  /** `all`: any order. */
  anyOrder?: boolean;
}
const seq = (order: string, required = '', anyOrder = false): Sequence => ({
  order: order.split(' '),
  required: required ? required.split(' ') : [],
  anyOrder,
});

const sequences: Record<string, Record<string, Sequence>> = {
  xmlszamla: {
    xmlszamla: seq(
      'beallitasok fejlec elado vevo fuvarlevel tetelek',
      'beallitasok fejlec elado vevo tetelek',
    ),
    beallitasok: seq(
      'felhasznalo jelszo szamlaagentkulcs eszamla szamlaLetoltes szamlaLetoltesPld valaszVerzio aggregator guardian cikkazoninvoice szamlaKulsoAzon',
      'eszamla szamlaLetoltes',
    ),
    fejlec: seq(
      'keltDatum teljesitesDatum fizetesiHataridoDatum fizmod penznem szamlaNyelve megjegyzes arfolyamBank arfolyam rendelesSzam dijbekeroSzamlaszam elolegszamla vegszamla elolegSzamlaszam helyesbitoszamla helyesbitettSzamlaszam dijbekero szallitolevel logoExtra szamlaszamElotag fizetendoKorrekcio fizetve arresAfa eusAfa szamlaSablon elonezetpdf simpleItems',
      'teljesitesDatum fizetesiHataridoDatum fizmod penznem szamlaNyelve',
    ),
    elado: seq('bank bankszamlaszam emailReplyto emailTargy emailSzoveg alairoNeve'),
    vevo: seq(
      'nev orszag irsz telepules cim email sendEmail adoalany adoszam adoszamEU postazasiNev postazasiOrszag postazasiIrsz postazasiTelepules postazasiCim vevoFokonyv azonosito alairoNeve telefonszam megjegyzes',
      'nev irsz telepules cim',
    ),
    tetelek: seq('tetel', 'tetel'),
    tetel: seq(
      'megnevezes azonosito mennyiseg mennyisegiEgyseg nettoEgysegar afakulcs arresAfaAlap nettoErtek afaErtek bruttoErtek megjegyzes tetelFokonyv',
      'megnevezes mennyiseg mennyisegiEgyseg nettoEgysegar afakulcs nettoErtek afaErtek bruttoErtek',
    ),
  },
  xmlszamlast: {
    xmlszamlast: seq('beallitasok fejlec elado vevo', 'beallitasok fejlec'),
    beallitasok: seq(
      'felhasznalo jelszo szamlaagentkulcs eszamla szamlaLetoltes szamlaLetoltesPld aggregator guardian valaszVerzio szamlaKulsoAzon',
      'eszamla szamlaLetoltes',
    ),
    fejlec: seq('szamlaszam keltDatum teljesitesDatum megjegyzes tipus szamlaSablon', 'szamlaszam'),
  },
  xmlnyugtacreate: {
    xmlnyugtacreate: seq('beallitasok fejlec tetelek kifizetesek', 'beallitasok fejlec tetelek', true),
    beallitasok: seq('felhasznalo jelszo szamlaagentkulcs pdfLetoltes', 'pdfLetoltes', true),
    fejlec: seq(
      'hivasAzonosito elotag fizmod penznem devizaarf devizabank megjegyzes pdfSablon fokonyvVevo rendelesSzam',
      'elotag fizmod penznem',
      true,
    ),
    tetelek: seq('tetel', 'tetel'),
    tetel: seq(
      'megnevezes azonosito mennyiseg mennyisegiEgyseg nettoEgysegar afakulcs netto afa brutto fokonyv megjegyzes',
      'megnevezes mennyiseg mennyisegiEgyseg nettoEgysegar afakulcs netto afa brutto',
      true,
    ),
  },
  xmlnyugtaget: {
    xmlnyugtaget: seq('beallitasok fejlec', 'beallitasok fejlec', true),
    beallitasok: seq('felhasznalo jelszo szamlaagentkulcs pdfLetoltes', 'pdfLetoltes', true),
    fejlec: seq('nyugtaszam hivasAzonosito pdfSablon', '', true),
  },
  xmlszamlapdf: {
    xmlszamlapdf: seq(
      'felhasznalo jelszo szamlaagentkulcs szamlaszam rendelesSzam valaszVerzio szamlaKulsoAzon',
      'valaszVerzio',
    ),
  },
  xmlszamlaxml: {
    xmlszamlaxml: seq('felhasznalo jelszo szamlaagentkulcs szamlaszam rendelesSzam pdf szamlaKulsoAzon'),
  },
};

const ordered = new XMLParser({ preserveOrder: true, ignoreAttributes: false, removeNSPrefix: false });
type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };
const nameOf = (node: OrderedNode) => Object.keys(node).find((key) => key !== ':@') ?? '';

/** The first problem XSD validation would find, as the Agent's error; undefined when the request is well formed. */
export function schemaProblem(field: string, xml: string): { code: number; message: string } | undefined {
  const root = roots[field];
  if (!root) return { code: 53, message: 'Hiányzó XML fájl.' };
  const reading = (why: string) => ({ code: 57, message: `XML beolvasási hiba: ${why}` });
  let nodes: OrderedNode[];
  try {
    nodes = ordered.parse(xml, true) as OrderedNode[];
  } catch {
    return reading('a dokumentum nem jól formált XML.');
  }
  const top = nodes.find((node) => nameOf(node) === root);
  if (!top) return reading(`a gyökérelem nem ${root}.`);
  if (top[':@']?.['@_xmlns'] !== `http://www.szamlazz.hu/${root}`) return reading(`${root}: hibás névtér.`);
  const schema = sequences[root] ?? {};
  const check = (name: string, children: OrderedNode[]): string | undefined => {
    const rule = schema[name];
    if (!rule) return undefined;
    const names = children.map(nameOf).filter((child) => child !== '#text');
    let last = -1;
    for (const child of names) {
      const at = rule.order.indexOf(child);
      if (at < 0) return `${name}: ismeretlen elem: ${child}.`;
      if (!rule.anyOrder && at < last) return `${name}: ${child} rossz helyen.`;
      last = at;
    }
    const missing = rule.required.find((required) => !names.includes(required));
    if (missing) return `${name}: hiányzó elem: ${missing}.`;
    for (const child of children) {
      const problem = check(nameOf(child), (child[nameOf(child)] as OrderedNode[]) ?? []);
      if (problem) return problem;
    }
    return undefined;
  };
  const problem = check(root, (top[root] as OrderedNode[]) ?? []);
  return problem ? reading(problem) : undefined;
}
