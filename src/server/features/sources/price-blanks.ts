import { foldAccents } from '../../../shared/fold';

/**
 * "Never ask twice" for prices (issue 38): a template's price blanks ("[precio del corte]") filled as drafts
 * from the price list the owner imported. A blank asks for a price when its label says so; its other words
 * ("corte") must all appear in the item a price belongs to. The owner reviews every suggestion before it is
 * saved: nothing here writes an answer.
 */

const PRICE_WORD = /\b(precios?|costos?|valor(es)?|tarifas?|cuotas?|honorarios|arancel(es)?)\b/;
/** Words of a label that name no item ("precio *del* corte *por* sesión"). */
const FILLER = new Set(
  'precio precios costo costos valor valores tarifa tarifas cuota cuotas honorarios arancel aranceles de del la las el los un una unos unas por para con sin y o en a al tu tus su sus cada desde hasta aprox aproximado'.split(
    ' ',
  ),
);

/**
 * A price as price lists of the region write it: a currency sign or code before the amount ("$ 8.500",
 * "US$ 20", "S/ 35", "Bs. 120", "₲ 50.000", "Q 75", "R$ 40") or a currency word after it ("8500 pesos").
 */
const AMOUNT = String.raw`(?:\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,]\d{1,2})?`;
const MONEY = new RegExp(
  String.raw`(?:(?:US\$|U\$S|R\$|S\/\.?|Bs\.?|₲|\$)\s?${AMOUNT}|\b${AMOUNT}\s?(?:pesos|soles|bolivianos|guaran[ií]es|quetzales|colones|lempiras|c[oó]rdobas|d[oó]lares|usd|mxn|ars|clp|cop|pen|uyu)\b)`,
  'giu',
);
/** What separates an item from its price, at either end of the item. */
const SEPARATORS = /^[\s.·…_\-–—:|/]+|[\s.·…_\-–—:|/]+$/g;

const wordsOf = (text: string) =>
  foldAccents(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The item words of a price blank's label, or null when the label does not ask for a price. */
export function priceItemWords(label: string): string[] | null {
  const folded = foldAccents(label);
  if (!PRICE_WORD.test(folded)) return null;
  const words = wordsOf(folded).filter((word) => !FILLER.has(word) && word.length > 1);
  return words.length > 0 ? words : null;
}

/** Each price in a text with the words of the item before it (back to the previous price or line). */
export function pricedItems(text: string): Array<{ item: string; price: string }> {
  const items: Array<{ item: string; price: string }> = [];
  for (const line of text.split(/\n+/)) {
    let start = 0;
    for (const match of line.matchAll(MONEY)) {
      const item = line
        .slice(start, match.index)
        // Dot leaders and separators between the item and its price ("Corte ........ $8.000").
        .replace(/[.·…_]{2,}/g, ' ')
        .replace(SEPARATORS, '')
        .trim();
      if (item) items.push({ item, price: match[0].trim() });
      start = match.index + match[0].length;
    }
  }
  return items;
}

/** A word of the label found in the item: whole, or as its plural or singular ("corte" ~ "cortes"). */
const sameWord = (wanted: string, found: string) =>
  wanted === found ||
  (wanted.length >= 4 && (found === `${wanted}s` || found === `${wanted}es` || `${found}s` === wanted));

/**
 * The price a list gives for a blank's label: the price of the one item whose words include all of the
 * label's; with several ("corte de dama", "corte de caballero") the list's first and the count, for the
 * owner to word it ("desde"); none when the label asks for no price or nothing matches.
 */
export function suggestPrice(
  label: string,
  items: ReadonlyArray<{ item: string; price: string }>,
): { value: string; item: string; matches: number } | null {
  const wanted = priceItemWords(label);
  if (!wanted) return null;
  const matching = items.filter(({ item }) => {
    const found = wordsOf(item);
    return wanted.every((word) => found.some((candidate) => sameWord(word, candidate)));
  });
  const first = matching[0];
  return first ? { value: first.price, item: first.item, matches: matching.length } : null;
}
