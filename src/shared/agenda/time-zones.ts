import { foldAccents } from '../fold';

/**
 * The IANA time zone a business most likely keeps, from its country and province (issue 39): the
 * country's main zone, or the province's where the country has several (Mexico, Brazil, Chile, Ecuador,
 * Spain, Argentina's western and northern provinces). Null for a country the product does not know: the
 * owner picks one.
 */
export function defaultTimeZone(
  country: string | null | undefined,
  province: string | null | undefined,
): string | null {
  if (!country) return null;
  const zones = COUNTRY_ZONES[fold(country)];
  if (!zones) return null;
  return (province && zones.provinces?.[fold(province)]) || zones.main;
}

/** Whether the runtime knows the zone by this IANA name ("America/Argentina/Cordoba"). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2}$/.test(name) && name !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('es', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const fold = (name: string) => foldAccents(name.trim()).replace(/\s+/g, ' ');

interface CountryZones {
  main: string;
  provinces?: Record<string, string>;
}

const AR_ZONE = (city: string) => `America/Argentina/${city}`;

const COUNTRY_ZONES: Record<string, CountryZones> = Object.fromEntries(
  (
    [
      [
        ['argentina', 'ar'],
        {
          main: AR_ZONE('Buenos_Aires'),
          provinces: {
            cordoba: AR_ZONE('Cordoba'),
            mendoza: AR_ZONE('Mendoza'),
            salta: AR_ZONE('Salta'),
            jujuy: AR_ZONE('Jujuy'),
            tucuman: AR_ZONE('Tucuman'),
            catamarca: AR_ZONE('Catamarca'),
            'la rioja': AR_ZONE('La_Rioja'),
            'san juan': AR_ZONE('San_Juan'),
            'san luis': AR_ZONE('San_Luis'),
            'santa cruz': AR_ZONE('Rio_Gallegos'),
            'tierra del fuego': AR_ZONE('Ushuaia'),
          },
        },
      ],
      [
        ['mexico', 'mx'],
        {
          main: 'America/Mexico_City',
          provinces: {
            'quintana roo': 'America/Cancun',
            chihuahua: 'America/Chihuahua',
            sinaloa: 'America/Mazatlan',
            nayarit: 'America/Mazatlan',
            'baja california sur': 'America/Mazatlan',
            sonora: 'America/Hermosillo',
            'baja california': 'America/Tijuana',
          },
        },
      ],
      [
        ['brasil', 'brazil', 'br'],
        {
          main: 'America/Sao_Paulo',
          provinces: {
            amazonas: 'America/Manaus',
            acre: 'America/Rio_Branco',
            'mato grosso': 'America/Cuiaba',
            'mato grosso do sul': 'America/Campo_Grande',
            rondonia: 'America/Porto_Velho',
            roraima: 'America/Boa_Vista',
            para: 'America/Belem',
            amapa: 'America/Belem',
            bahia: 'America/Bahia',
            pernambuco: 'America/Recife',
            ceara: 'America/Fortaleza',
          },
        },
      ],
      [
        ['chile', 'cl'],
        {
          main: 'America/Santiago',
          provinces: {
            magallanes: 'America/Punta_Arenas',
            'magallanes y de la antartica chilena': 'America/Punta_Arenas',
          },
        },
      ],
      [['ecuador', 'ec'], { main: 'America/Guayaquil', provinces: { galapagos: 'Pacific/Galapagos' } }],
      [
        ['espana', 'es'],
        {
          main: 'Europe/Madrid',
          provinces: { 'las palmas': 'Atlantic/Canary', 'santa cruz de tenerife': 'Atlantic/Canary' },
        },
      ],
      [['bolivia', 'bo'], { main: 'America/La_Paz' }],
      [['colombia', 'co'], { main: 'America/Bogota' }],
      [['costa rica', 'cr'], { main: 'America/Costa_Rica' }],
      [['cuba', 'cu'], { main: 'America/Havana' }],
      [['republica dominicana', 'do'], { main: 'America/Santo_Domingo' }],
      [['el salvador', 'sv'], { main: 'America/El_Salvador' }],
      [['guatemala', 'gt'], { main: 'America/Guatemala' }],
      [['honduras', 'hn'], { main: 'America/Tegucigalpa' }],
      [['nicaragua', 'ni'], { main: 'America/Managua' }],
      [['panama', 'pa'], { main: 'America/Panama' }],
      [['paraguay', 'py'], { main: 'America/Asuncion' }],
      [['peru', 'pe'], { main: 'America/Lima' }],
      [['puerto rico', 'pr'], { main: 'America/Puerto_Rico' }],
      [['uruguay', 'uy'], { main: 'America/Montevideo' }],
      [['venezuela', 've'], { main: 'America/Caracas' }],
      [['estados unidos', 'us'], { main: 'America/New_York' }],
    ] as const satisfies ReadonlyArray<readonly [readonly string[], CountryZones]>
  ).flatMap(([names, zones]) => names.map((name) => [name, zones as CountryZones])),
);
