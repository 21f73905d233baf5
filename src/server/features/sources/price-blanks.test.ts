import { describe, expect, it } from 'vitest';
import { pricedItems, priceItemWords, suggestPrice } from './price-blanks';

const LIST = `Lista de precios 2026
Corte de dama ........ $ 9.500
Corte de caballero .... $7.000
Color completo — $18.000 | Mechas $22.500
Alisado con keratina: 35000 pesos
Peinado para eventos   US$ 40`;

describe('price blanks', () => {
  it('reads which item a price blank asks for', () => {
    expect(priceItemWords('precio del alisado')).toEqual(['alisado']);
    expect(priceItemWords('Costo de la visita')).toEqual(['visita']);
    expect(priceItemWords('días y horario')).toBeNull();
    expect(priceItemWords('precios')).toBeNull();
  });

  it('pairs each price of a list with its item, dot leaders and separators aside', () => {
    expect(pricedItems(LIST)).toEqual([
      { item: 'Corte de dama', price: '$ 9.500' },
      { item: 'Corte de caballero', price: '$7.000' },
      { item: 'Color completo', price: '$18.000' },
      { item: 'Mechas', price: '$22.500' },
      { item: 'Alisado con keratina', price: '35000 pesos' },
      { item: 'Peinado para eventos', price: 'US$ 40' },
    ]);
  });

  it('suggests the price of the item named by the blank, saying when several match', () => {
    const items = pricedItems(LIST);
    expect(suggestPrice('precio del alisado', items)).toMatchObject({ value: '35000 pesos', matches: 1 });
    expect(suggestPrice('precio de las mechas', items)).toMatchObject({ value: '$22.500', matches: 1 });
    expect(suggestPrice('precio del corte', items)).toMatchObject({ value: '$ 9.500', matches: 2 });
    expect(suggestPrice('precio del peinado de novia', items)).toBeNull();
    expect(suggestPrice('tu horario', items)).toBeNull();
  });
});
