// Phone numbers as typed by people, reduced to one comparable form (E.164: '+12025550202') so one person is one
// client per business, whichever way they typed it. National numbers are read in the business's region.
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

export type PhoneRegion = CountryCode;

export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number';
export const PHONE_REQUIRED_MESSAGE = 'Phone number is required';
const MAX_PHONE_LENGTH = 40;
/** The region of a business whose time zone names no country (and of a number read without a business). */
export const DEFAULT_PHONE_REGION: PhoneRegion = 'US';

// Digits and the separators people type; a leading '+' at most. Letters ('ext. 12', 'call me') are refused: an
// extension is not a number we can text.
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;

/**
 * The number in E.164 form, or null when it is not a possible number. A national number ('(202) 555-0202') is
 * read in `region`; an international one ('+44 20 7946 0958', '0044…' or '011 44…' from the US) in its own
 * country. "Possible" checks the length against the country's numbering plan (the 'min' metadata keeps the
 * client bundle small and does not reject new or fictional ranges such as 555 numbers).
 */
export function normalizePhone(raw: string, region: PhoneRegion = DEFAULT_PHONE_REGION): string | null {
  const trimmed = raw.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return null;
  const parsed = parsePhoneNumberFromString(trimmed, region);
  // Possible in its region and within E.164's 7 to 15 digits (the metadata allows a few shorter national forms,
  // such as Austria's '+43 0000', that no client books with).
  return parsed?.isPossible() && looksLikePhone(parsed.number) ? parsed.number : null;
}

/**
 * Whether `raw` could be a phone number in some region: the characters people type and 7 to 15 digits (E.164's
 * bounds). For request bodies read before the business, and so its region, is known; the service then checks
 * the number with normalizePhone in the business's region.
 */
export function looksLikePhone(raw: string): boolean {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(trimmed) && digits >= 7 && digits <= 15;
}

/**
 * Why `raw` is not a phone number to book with, as the message a person sees, or undefined when it is one. With
 * the business's region the number must be one normalizePhone accepts there; without (a request body read
 * before the business is known) it must look like one. Plain code, not a zod schema, so the public booking
 * page can check a number without loading zod.
 */
export function phoneProblem(raw: string, region?: PhoneRegion): string | undefined {
  const value = raw.trim();
  if (!value) return PHONE_REQUIRED_MESSAGE;
  const ok =
    value.length <= MAX_PHONE_LENGTH &&
    (region ? normalizePhone(value, region) !== null : looksLikePhone(value));
  return ok ? undefined : INVALID_PHONE_MESSAGE;
}

// Each country's IANA time zones (tzdata 2025b zone.tab with its backward links; countries without a phone
// numbering plan left out). A business has no country field, but every business has a time zone.
const TIME_ZONES_BY_COUNTRY: Partial<Record<PhoneRegion, string>> = {
  AD: 'Europe/Andorra',
  AE: 'Asia/Dubai',
  AF: 'Asia/Kabul',
  AG: 'America/Antigua',
  AI: 'America/Anguilla',
  AL: 'Europe/Tirane',
  AM: 'Asia/Yerevan',
  AO: 'Africa/Luanda',
  AR: 'America/Argentina/Buenos_Aires America/Argentina/Catamarca America/Argentina/ComodRivadavia America/Argentina/Cordoba America/Argentina/Jujuy America/Argentina/La_Rioja America/Argentina/Mendoza America/Argentina/Rio_Gallegos America/Argentina/Salta America/Argentina/San_Juan America/Argentina/San_Luis America/Argentina/Tucuman America/Argentina/Ushuaia America/Buenos_Aires America/Catamarca America/Cordoba America/Jujuy America/Mendoza America/Rosario',
  AS: 'Pacific/Pago_Pago Pacific/Samoa US/Samoa',
  AT: 'Europe/Vienna',
  AU: 'Antarctica/Macquarie Australia/ACT Australia/Adelaide Australia/Brisbane Australia/Broken_Hill Australia/Canberra Australia/Currie Australia/Darwin Australia/Eucla Australia/Hobart Australia/LHI Australia/Lindeman Australia/Lord_Howe Australia/Melbourne Australia/NSW Australia/North Australia/Perth Australia/Queensland Australia/South Australia/Sydney Australia/Tasmania Australia/Victoria Australia/West Australia/Yancowinna',
  AW: 'America/Aruba',
  AX: 'Europe/Mariehamn',
  AZ: 'Asia/Baku',
  BA: 'Europe/Sarajevo',
  BB: 'America/Barbados',
  BD: 'Asia/Dacca Asia/Dhaka',
  BE: 'Europe/Brussels',
  BF: 'Africa/Ouagadougou',
  BG: 'Europe/Sofia',
  BH: 'Asia/Bahrain',
  BI: 'Africa/Bujumbura',
  BJ: 'Africa/Porto-Novo',
  BL: 'America/St_Barthelemy',
  BM: 'Atlantic/Bermuda',
  BN: 'Asia/Brunei',
  BO: 'America/La_Paz',
  BQ: 'America/Kralendijk',
  BR: 'America/Araguaina America/Bahia America/Belem America/Boa_Vista America/Campo_Grande America/Cuiaba America/Eirunepe America/Fortaleza America/Maceio America/Manaus America/Noronha America/Porto_Acre America/Porto_Velho America/Recife America/Rio_Branco America/Santarem America/Sao_Paulo Brazil/Acre Brazil/DeNoronha Brazil/East Brazil/West',
  BS: 'America/Nassau',
  BT: 'Asia/Thimbu Asia/Thimphu',
  BW: 'Africa/Gaborone',
  BY: 'Europe/Minsk',
  BZ: 'America/Belize',
  CA: 'America/Atikokan America/Blanc-Sablon America/Cambridge_Bay America/Creston America/Dawson America/Dawson_Creek America/Edmonton America/Fort_Nelson America/Glace_Bay America/Goose_Bay America/Halifax America/Inuvik America/Iqaluit America/Moncton America/Montreal America/Nipigon America/Pangnirtung America/Rainy_River America/Rankin_Inlet America/Regina America/Resolute America/St_Johns America/Swift_Current America/Thunder_Bay America/Toronto America/Vancouver America/Whitehorse America/Winnipeg America/Yellowknife Canada/Atlantic Canada/Central Canada/Eastern Canada/Mountain Canada/Newfoundland Canada/Pacific Canada/Saskatchewan Canada/Yukon',
  CC: 'Indian/Cocos',
  CD: 'Africa/Kinshasa Africa/Lubumbashi',
  CF: 'Africa/Bangui',
  CG: 'Africa/Brazzaville',
  CH: 'Europe/Zurich',
  CI: 'Africa/Abidjan Africa/Timbuktu Iceland',
  CK: 'Pacific/Rarotonga',
  CL: 'America/Coyhaique America/Punta_Arenas America/Santiago Chile/Continental Chile/EasterIsland Pacific/Easter',
  CM: 'Africa/Douala',
  CN: 'Asia/Chongqing Asia/Chungking Asia/Harbin Asia/Kashgar Asia/Shanghai Asia/Urumqi PRC',
  CO: 'America/Bogota',
  CR: 'America/Costa_Rica',
  CU: 'America/Havana Cuba',
  CV: 'Atlantic/Cape_Verde',
  CW: 'America/Curacao',
  CX: 'Indian/Christmas',
  CY: 'Asia/Famagusta Asia/Nicosia Europe/Nicosia',
  CZ: 'Europe/Prague',
  DE: 'Atlantic/Jan_Mayen Europe/Berlin Europe/Busingen',
  DJ: 'Africa/Djibouti',
  DK: 'Europe/Copenhagen',
  DM: 'America/Dominica',
  DO: 'America/Santo_Domingo',
  DZ: 'Africa/Algiers',
  EC: 'America/Guayaquil Pacific/Galapagos',
  EE: 'Europe/Tallinn',
  EG: 'Africa/Cairo Egypt',
  EH: 'Africa/El_Aaiun',
  ER: 'Africa/Asmara',
  ES: 'Africa/Ceuta Atlantic/Canary Europe/Madrid',
  ET: 'Africa/Addis_Ababa',
  FI: 'Europe/Helsinki',
  FJ: 'Pacific/Fiji',
  FK: 'Atlantic/Stanley',
  FM: 'Pacific/Chuuk Pacific/Kosrae Pacific/Pohnpei',
  FO: 'Atlantic/Faeroe Atlantic/Faroe',
  FR: 'Europe/Paris',
  GA: 'Africa/Libreville',
  GB: 'Europe/Belfast Europe/London GB GB-Eire',
  GD: 'America/Grenada',
  GE: 'Asia/Tbilisi',
  GF: 'America/Cayenne',
  GG: 'Europe/Guernsey',
  GH: 'Africa/Accra',
  GI: 'Europe/Gibraltar',
  GL: 'America/Danmarkshavn America/Godthab America/Nuuk America/Scoresbysund America/Thule',
  GM: 'Africa/Banjul',
  GN: 'Africa/Conakry',
  GP: 'America/Guadeloupe',
  GQ: 'Africa/Malabo',
  GR: 'Europe/Athens',
  GT: 'America/Guatemala',
  GU: 'Pacific/Guam',
  GW: 'Africa/Bissau',
  GY: 'America/Guyana',
  HK: 'Asia/Hong_Kong Hongkong',
  HN: 'America/Tegucigalpa',
  HR: 'Europe/Zagreb',
  HT: 'America/Port-au-Prince',
  HU: 'Europe/Budapest',
  ID: 'Asia/Jakarta Asia/Jayapura Asia/Makassar Asia/Pontianak Asia/Ujung_Pandang',
  IE: 'Eire Europe/Dublin',
  IL: 'Asia/Jerusalem Asia/Tel_Aviv Israel',
  IM: 'Europe/Isle_of_Man',
  IN: 'Asia/Calcutta Asia/Kolkata',
  IO: 'Indian/Chagos',
  IQ: 'Asia/Baghdad',
  IR: 'Asia/Tehran Iran',
  IS: 'Atlantic/Reykjavik',
  IT: 'Europe/Rome',
  JE: 'Europe/Jersey',
  JM: 'America/Jamaica Jamaica',
  JO: 'Asia/Amman',
  JP: 'Asia/Tokyo Japan',
  KE: 'Africa/Asmera Africa/Nairobi',
  KG: 'Asia/Bishkek',
  KH: 'Asia/Phnom_Penh',
  KI: 'Pacific/Enderbury Pacific/Kanton Pacific/Kiritimati Pacific/Tarawa',
  KM: 'Indian/Comoro',
  KN: 'America/St_Kitts',
  KP: 'Asia/Pyongyang',
  KR: 'Asia/Seoul ROK',
  KW: 'Asia/Kuwait',
  KY: 'America/Cayman',
  KZ: 'Asia/Almaty Asia/Aqtau Asia/Aqtobe Asia/Atyrau Asia/Oral Asia/Qostanay Asia/Qyzylorda',
  LA: 'Asia/Vientiane',
  LB: 'Asia/Beirut',
  LC: 'America/St_Lucia',
  LI: 'Europe/Vaduz',
  LK: 'Asia/Colombo',
  LR: 'Africa/Monrovia',
  LS: 'Africa/Maseru',
  LT: 'Europe/Vilnius',
  LU: 'Europe/Luxembourg',
  LV: 'Europe/Riga',
  LY: 'Africa/Tripoli Libya',
  MA: 'Africa/Casablanca',
  MC: 'Europe/Monaco',
  MD: 'Europe/Chisinau Europe/Tiraspol',
  ME: 'Europe/Podgorica',
  MF: 'America/Marigot',
  MG: 'Indian/Antananarivo',
  MH: 'Kwajalein Pacific/Kwajalein Pacific/Majuro',
  MK: 'Europe/Skopje',
  ML: 'Africa/Bamako',
  MM: 'Asia/Rangoon Asia/Yangon',
  MN: 'Asia/Choibalsan Asia/Hovd Asia/Ulaanbaatar Asia/Ulan_Bator',
  MO: 'Asia/Macao Asia/Macau',
  MP: 'Pacific/Saipan',
  MQ: 'America/Martinique',
  MR: 'Africa/Nouakchott',
  MS: 'America/Montserrat',
  MT: 'Europe/Malta',
  MU: 'Indian/Mauritius',
  MV: 'Indian/Maldives',
  MW: 'Africa/Blantyre',
  MX: 'America/Bahia_Banderas America/Cancun America/Chihuahua America/Ciudad_Juarez America/Ensenada America/Hermosillo America/Matamoros America/Mazatlan America/Merida America/Mexico_City America/Monterrey America/Ojinaga America/Santa_Isabel America/Tijuana Mexico/BajaNorte Mexico/BajaSur Mexico/General',
  MY: 'Asia/Kuala_Lumpur Asia/Kuching',
  MZ: 'Africa/Maputo',
  NA: 'Africa/Windhoek',
  NC: 'Pacific/Noumea',
  NE: 'Africa/Niamey',
  NF: 'Pacific/Norfolk',
  NG: 'Africa/Lagos',
  NI: 'America/Managua',
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  NP: 'Asia/Kathmandu Asia/Katmandu',
  NR: 'Pacific/Nauru',
  NU: 'Pacific/Niue',
  NZ: 'Antarctica/South_Pole NZ NZ-CHAT Pacific/Auckland Pacific/Chatham',
  OM: 'Asia/Muscat',
  PA: 'America/Coral_Harbour America/Panama',
  PE: 'America/Lima',
  PF: 'Pacific/Gambier Pacific/Marquesas Pacific/Tahiti',
  PG: 'Pacific/Bougainville Pacific/Port_Moresby Pacific/Truk Pacific/Yap',
  PH: 'Asia/Manila',
  PK: 'Asia/Karachi',
  PL: 'Europe/Warsaw Poland',
  PM: 'America/Miquelon',
  PR: 'America/Puerto_Rico America/Virgin',
  PS: 'Asia/Gaza Asia/Hebron',
  PT: 'Atlantic/Azores Atlantic/Madeira Europe/Lisbon Portugal',
  PW: 'Pacific/Palau',
  PY: 'America/Asuncion',
  QA: 'Asia/Qatar',
  RE: 'Indian/Reunion',
  RO: 'Europe/Bucharest',
  RS: 'Europe/Belgrade',
  RU: 'Asia/Anadyr Asia/Barnaul Asia/Chita Asia/Irkutsk Asia/Kamchatka Asia/Khandyga Asia/Krasnoyarsk Asia/Magadan Asia/Novokuznetsk Asia/Novosibirsk Asia/Omsk Asia/Sakhalin Asia/Srednekolymsk Asia/Tomsk Asia/Ust-Nera Asia/Vladivostok Asia/Yakutsk Asia/Yekaterinburg Europe/Astrakhan Europe/Kaliningrad Europe/Kirov Europe/Moscow Europe/Samara Europe/Saratov Europe/Ulyanovsk Europe/Volgograd W-SU',
  RW: 'Africa/Kigali',
  SA: 'Asia/Riyadh',
  SB: 'Pacific/Guadalcanal Pacific/Ponape',
  SC: 'Indian/Mahe',
  SD: 'Africa/Khartoum',
  SE: 'Europe/Stockholm',
  SG: 'Asia/Singapore Singapore',
  SH: 'Atlantic/St_Helena',
  SI: 'Europe/Ljubljana',
  SJ: 'Arctic/Longyearbyen',
  SK: 'Europe/Bratislava',
  SL: 'Africa/Freetown',
  SM: 'Europe/San_Marino',
  SN: 'Africa/Dakar',
  SO: 'Africa/Mogadishu',
  SR: 'America/Paramaribo',
  SS: 'Africa/Juba',
  ST: 'Africa/Sao_Tome',
  SV: 'America/El_Salvador',
  SX: 'America/Lower_Princes',
  SY: 'Asia/Damascus',
  SZ: 'Africa/Mbabane',
  TC: 'America/Grand_Turk',
  TD: 'Africa/Ndjamena',
  TG: 'Africa/Lome',
  TH: 'Asia/Bangkok',
  TJ: 'Asia/Dushanbe',
  TK: 'Pacific/Fakaofo',
  TL: 'Asia/Dili',
  TM: 'Asia/Ashgabat Asia/Ashkhabad',
  TN: 'Africa/Tunis',
  TO: 'Pacific/Tongatapu',
  TR: 'Asia/Istanbul Europe/Istanbul Turkey',
  TT: 'America/Port_of_Spain',
  TV: 'Pacific/Funafuti',
  TW: 'Asia/Taipei ROC',
  TZ: 'Africa/Dar_es_Salaam',
  UA: 'Europe/Kiev Europe/Kyiv Europe/Simferopol Europe/Uzhgorod Europe/Zaporozhye',
  UG: 'Africa/Kampala',
  US: 'America/Adak America/Anchorage America/Atka America/Boise America/Chicago America/Denver America/Detroit America/Fort_Wayne America/Indiana/Indianapolis America/Indiana/Knox America/Indiana/Marengo America/Indiana/Petersburg America/Indiana/Tell_City America/Indiana/Vevay America/Indiana/Vincennes America/Indiana/Winamac America/Indianapolis America/Juneau America/Kentucky/Louisville America/Kentucky/Monticello America/Knox_IN America/Los_Angeles America/Louisville America/Menominee America/Metlakatla America/New_York America/Nome America/North_Dakota/Beulah America/North_Dakota/Center America/North_Dakota/New_Salem America/Phoenix America/Shiprock America/Sitka America/Yakutat Navajo Pacific/Honolulu Pacific/Johnston US/Alaska US/Aleutian US/Arizona US/Central US/East-Indiana US/Eastern US/Hawaii US/Indiana-Starke US/Michigan US/Mountain US/Pacific',
  UY: 'America/Montevideo',
  UZ: 'Asia/Samarkand Asia/Tashkent',
  VA: 'Europe/Vatican',
  VC: 'America/St_Vincent',
  VE: 'America/Caracas',
  VG: 'America/Tortola',
  VI: 'America/St_Thomas',
  VN: 'Asia/Ho_Chi_Minh Asia/Saigon',
  VU: 'Pacific/Efate',
  WF: 'Pacific/Wallis',
  WS: 'Pacific/Apia',
  YE: 'Asia/Aden',
  YT: 'Indian/Mayotte',
  ZA: 'Africa/Johannesburg',
  ZM: 'Africa/Lusaka',
  ZW: 'Africa/Harare',
};

let countryOfZone: Map<string, PhoneRegion> | undefined;

/**
 * The region a business's national phone numbers are read in: the country of its time zone, else the US
 * (decision 010).
 */
export function phoneRegionForTimeZone(timeZone: string): PhoneRegion {
  if (!countryOfZone) {
    countryOfZone = new Map();
    for (const [country, zones] of Object.entries(TIME_ZONES_BY_COUNTRY) as Array<[PhoneRegion, string]>) {
      for (const zone of zones.split(' ')) countryOfZone.set(zone, country);
    }
  }
  return countryOfZone.get(timeZone) ?? DEFAULT_PHONE_REGION;
}
