-- Clients' phone numbers move from digits (a leading '+' kept) to E.164, a national number read in the country of
-- the business's time zone (the US when the zone names none), as src/shared/domain/phone.ts does (decision 010).
-- The zone table below is that file's, with each country's calling code and national (trunk) prefix from
-- libphonenumber-js's metadata. Clients of one business that then share a number are merged into the oldest.
DROP INDEX "clients_business_phone_unique";--> statement-breakpoint
WITH regions(zone, calling_code, national_prefix) AS (VALUES
  ('Africa/Abidjan','225',''), ('Africa/Accra','233','0'), ('Africa/Addis_Ababa','251','0'), ('Africa/Algiers','213','0'),
  ('Africa/Asmara','291','0'), ('Africa/Asmera','254','0'), ('Africa/Bamako','223',''), ('Africa/Bangui','236',''),
  ('Africa/Banjul','220',''), ('Africa/Bissau','245',''), ('Africa/Blantyre','265','0'), ('Africa/Brazzaville','242',''),
  ('Africa/Bujumbura','257',''), ('Africa/Cairo','20','0'), ('Africa/Casablanca','212','0'), ('Africa/Ceuta','34',''),
  ('Africa/Conakry','224',''), ('Africa/Dakar','221',''), ('Africa/Dar_es_Salaam','255','0'), ('Africa/Djibouti','253',''),
  ('Africa/Douala','237',''), ('Africa/El_Aaiun','212','0'), ('Africa/Freetown','232','0'), ('Africa/Gaborone','267',''),
  ('Africa/Harare','263','0'), ('Africa/Johannesburg','27','0'), ('Africa/Juba','211','0'), ('Africa/Kampala','256','0'),
  ('Africa/Khartoum','249','0'), ('Africa/Kigali','250','0'), ('Africa/Kinshasa','243','0'), ('Africa/Lagos','234','0'),
  ('Africa/Libreville','241','0'), ('Africa/Lome','228',''), ('Africa/Luanda','244',''), ('Africa/Lubumbashi','243','0'),
  ('Africa/Lusaka','260','0'), ('Africa/Malabo','240',''), ('Africa/Maputo','258',''), ('Africa/Maseru','266',''),
  ('Africa/Mbabane','268',''), ('Africa/Mogadishu','252','0'), ('Africa/Monrovia','231','0'), ('Africa/Nairobi','254','0'),
  ('Africa/Ndjamena','235','0'), ('Africa/Niamey','227',''), ('Africa/Nouakchott','222',''), ('Africa/Ouagadougou','226',''),
  ('Africa/Porto-Novo','229',''), ('Africa/Sao_Tome','239',''), ('Africa/Timbuktu','225',''), ('Africa/Tripoli','218','0'),
  ('Africa/Tunis','216',''), ('Africa/Windhoek','264','0'), ('America/Adak','1','1'), ('America/Anchorage','1','1'),
  ('America/Anguilla','1','1'), ('America/Antigua','1','1'), ('America/Araguaina','55','0'), ('America/Argentina/Buenos_Aires','54','0'),
  ('America/Argentina/Catamarca','54','0'), ('America/Argentina/ComodRivadavia','54','0'), ('America/Argentina/Cordoba','54','0'), ('America/Argentina/Jujuy','54','0'),
  ('America/Argentina/La_Rioja','54','0'), ('America/Argentina/Mendoza','54','0'), ('America/Argentina/Rio_Gallegos','54','0'), ('America/Argentina/Salta','54','0'),
  ('America/Argentina/San_Juan','54','0'), ('America/Argentina/San_Luis','54','0'), ('America/Argentina/Tucuman','54','0'), ('America/Argentina/Ushuaia','54','0'),
  ('America/Aruba','297',''), ('America/Asuncion','595','0'), ('America/Atikokan','1','1'), ('America/Atka','1','1'),
  ('America/Bahia','55','0'), ('America/Bahia_Banderas','52','0'), ('America/Barbados','1','1'), ('America/Belem','55','0'),
  ('America/Belize','501',''), ('America/Blanc-Sablon','1','1'), ('America/Boa_Vista','55','0'), ('America/Bogota','57','0'),
  ('America/Boise','1','1'), ('America/Buenos_Aires','54','0'), ('America/Cambridge_Bay','1','1'), ('America/Campo_Grande','55','0'),
  ('America/Cancun','52','0'), ('America/Caracas','58','0'), ('America/Catamarca','54','0'), ('America/Cayenne','594','0'),
  ('America/Cayman','1','1'), ('America/Chicago','1','1'), ('America/Chihuahua','52','0'), ('America/Ciudad_Juarez','52','0'),
  ('America/Coral_Harbour','507',''), ('America/Cordoba','54','0'), ('America/Costa_Rica','506','0'), ('America/Coyhaique','56',''),
  ('America/Creston','1','1'), ('America/Cuiaba','55','0'), ('America/Curacao','599','0'), ('America/Danmarkshavn','299',''),
  ('America/Dawson','1','1'), ('America/Dawson_Creek','1','1'), ('America/Denver','1','1'), ('America/Detroit','1','1'),
  ('America/Dominica','1','1'), ('America/Edmonton','1','1'), ('America/Eirunepe','55','0'), ('America/El_Salvador','503',''),
  ('America/Ensenada','52','0'), ('America/Fort_Nelson','1','1'), ('America/Fort_Wayne','1','1'), ('America/Fortaleza','55','0'),
  ('America/Glace_Bay','1','1'), ('America/Godthab','299',''), ('America/Goose_Bay','1','1'), ('America/Grand_Turk','1','1'),
  ('America/Grenada','1','1'), ('America/Guadeloupe','590','0'), ('America/Guatemala','502',''), ('America/Guayaquil','593','0'),
  ('America/Guyana','592',''), ('America/Halifax','1','1'), ('America/Havana','53','0'), ('America/Hermosillo','52','0'),
  ('America/Indiana/Indianapolis','1','1'), ('America/Indiana/Knox','1','1'), ('America/Indiana/Marengo','1','1'), ('America/Indiana/Petersburg','1','1'),
  ('America/Indiana/Tell_City','1','1'), ('America/Indiana/Vevay','1','1'), ('America/Indiana/Vincennes','1','1'), ('America/Indiana/Winamac','1','1'),
  ('America/Indianapolis','1','1'), ('America/Inuvik','1','1'), ('America/Iqaluit','1','1'), ('America/Jamaica','1','1'),
  ('America/Jujuy','54','0'), ('America/Juneau','1','1'), ('America/Kentucky/Louisville','1','1'), ('America/Kentucky/Monticello','1','1'),
  ('America/Knox_IN','1','1'), ('America/Kralendijk','599','0'), ('America/La_Paz','591','0'), ('America/Lima','51','0'),
  ('America/Los_Angeles','1','1'), ('America/Louisville','1','1'), ('America/Lower_Princes','1','1'), ('America/Maceio','55','0'),
  ('America/Managua','505',''), ('America/Manaus','55','0'), ('America/Marigot','590','0'), ('America/Martinique','596','0'),
  ('America/Matamoros','52','0'), ('America/Mazatlan','52','0'), ('America/Mendoza','54','0'), ('America/Menominee','1','1'),
  ('America/Merida','52','0'), ('America/Metlakatla','1','1'), ('America/Mexico_City','52','0'), ('America/Miquelon','508','0'),
  ('America/Moncton','1','1'), ('America/Monterrey','52','0'), ('America/Montevideo','598','0'), ('America/Montreal','1','1'),
  ('America/Montserrat','1','1'), ('America/Nassau','1','1'), ('America/New_York','1','1'), ('America/Nipigon','1','1'),
  ('America/Nome','1','1'), ('America/Noronha','55','0'), ('America/North_Dakota/Beulah','1','1'), ('America/North_Dakota/Center','1','1'),
  ('America/North_Dakota/New_Salem','1','1'), ('America/Nuuk','299',''), ('America/Ojinaga','52','0'), ('America/Panama','507',''),
  ('America/Pangnirtung','1','1'), ('America/Paramaribo','597',''), ('America/Phoenix','1','1'), ('America/Port-au-Prince','509',''),
  ('America/Port_of_Spain','1','1'), ('America/Porto_Acre','55','0'), ('America/Porto_Velho','55','0'), ('America/Puerto_Rico','1','1'),
  ('America/Punta_Arenas','56',''), ('America/Rainy_River','1','1'), ('America/Rankin_Inlet','1','1'), ('America/Recife','55','0'),
  ('America/Regina','1','1'), ('America/Resolute','1','1'), ('America/Rio_Branco','55','0'), ('America/Rosario','54','0'),
  ('America/Santa_Isabel','52','0'), ('America/Santarem','55','0'), ('America/Santiago','56',''), ('America/Santo_Domingo','1','1'),
  ('America/Sao_Paulo','55','0'), ('America/Scoresbysund','299',''), ('America/Shiprock','1','1'), ('America/Sitka','1','1'),
  ('America/St_Barthelemy','590','0'), ('America/St_Johns','1','1'), ('America/St_Kitts','1','1'), ('America/St_Lucia','1','1'),
  ('America/St_Thomas','1','1'), ('America/St_Vincent','1','1'), ('America/Swift_Current','1','1'), ('America/Tegucigalpa','504',''),
  ('America/Thule','299',''), ('America/Thunder_Bay','1','1'), ('America/Tijuana','52','0'), ('America/Toronto','1','1'),
  ('America/Tortola','1','1'), ('America/Vancouver','1','1'), ('America/Virgin','1','1'), ('America/Whitehorse','1','1'),
  ('America/Winnipeg','1','1'), ('America/Yakutat','1','1'), ('America/Yellowknife','1','1'), ('Antarctica/Macquarie','61','0'),
  ('Antarctica/South_Pole','64','0'), ('Arctic/Longyearbyen','47','0'), ('Asia/Aden','967','0'), ('Asia/Almaty','7','8'),
  ('Asia/Amman','962','0'), ('Asia/Anadyr','7','8'), ('Asia/Aqtau','7','8'), ('Asia/Aqtobe','7','8'),
  ('Asia/Ashgabat','993','8'), ('Asia/Ashkhabad','993','8'), ('Asia/Atyrau','7','8'), ('Asia/Baghdad','964','0'),
  ('Asia/Bahrain','973',''), ('Asia/Baku','994','0'), ('Asia/Bangkok','66','0'), ('Asia/Barnaul','7','8'),
  ('Asia/Beirut','961','0'), ('Asia/Bishkek','996','0'), ('Asia/Brunei','673',''), ('Asia/Calcutta','91','0'),
  ('Asia/Chita','7','8'), ('Asia/Choibalsan','976','0'), ('Asia/Chongqing','86','0'), ('Asia/Chungking','86','0'),
  ('Asia/Colombo','94','0'), ('Asia/Dacca','880','0'), ('Asia/Damascus','963','0'), ('Asia/Dhaka','880','0'),
  ('Asia/Dili','670',''), ('Asia/Dubai','971','0'), ('Asia/Dushanbe','992','0'), ('Asia/Famagusta','357',''),
  ('Asia/Gaza','970','0'), ('Asia/Harbin','86','0'), ('Asia/Hebron','970','0'), ('Asia/Ho_Chi_Minh','84','0'),
  ('Asia/Hong_Kong','852','0'), ('Asia/Hovd','976','0'), ('Asia/Irkutsk','7','8'), ('Asia/Istanbul','90','0'),
  ('Asia/Jakarta','62','0'), ('Asia/Jayapura','62','0'), ('Asia/Jerusalem','972','0'), ('Asia/Kabul','93','0'),
  ('Asia/Kamchatka','7','8'), ('Asia/Karachi','92','0'), ('Asia/Kashgar','86','0'), ('Asia/Kathmandu','977','0'),
  ('Asia/Katmandu','977','0'), ('Asia/Khandyga','7','8'), ('Asia/Kolkata','91','0'), ('Asia/Krasnoyarsk','7','8'),
  ('Asia/Kuala_Lumpur','60','0'), ('Asia/Kuching','60','0'), ('Asia/Kuwait','965',''), ('Asia/Macao','853',''),
  ('Asia/Macau','853',''), ('Asia/Magadan','7','8'), ('Asia/Makassar','62','0'), ('Asia/Manila','63','0'),
  ('Asia/Muscat','968',''), ('Asia/Nicosia','357',''), ('Asia/Novokuznetsk','7','8'), ('Asia/Novosibirsk','7','8'),
  ('Asia/Omsk','7','8'), ('Asia/Oral','7','8'), ('Asia/Phnom_Penh','855','0'), ('Asia/Pontianak','62','0'),
  ('Asia/Pyongyang','850','0'), ('Asia/Qatar','974',''), ('Asia/Qostanay','7','8'), ('Asia/Qyzylorda','7','8'),
  ('Asia/Rangoon','95','0'), ('Asia/Riyadh','966','0'), ('Asia/Saigon','84','0'), ('Asia/Sakhalin','7','8'),
  ('Asia/Samarkand','998',''), ('Asia/Seoul','82','0'), ('Asia/Shanghai','86','0'), ('Asia/Singapore','65',''),
  ('Asia/Srednekolymsk','7','8'), ('Asia/Taipei','886','0'), ('Asia/Tashkent','998',''), ('Asia/Tbilisi','995','0'),
  ('Asia/Tehran','98','0'), ('Asia/Tel_Aviv','972','0'), ('Asia/Thimbu','975',''), ('Asia/Thimphu','975',''),
  ('Asia/Tokyo','81','0'), ('Asia/Tomsk','7','8'), ('Asia/Ujung_Pandang','62','0'), ('Asia/Ulaanbaatar','976','0'),
  ('Asia/Ulan_Bator','976','0'), ('Asia/Urumqi','86','0'), ('Asia/Ust-Nera','7','8'), ('Asia/Vientiane','856','0'),
  ('Asia/Vladivostok','7','8'), ('Asia/Yakutsk','7','8'), ('Asia/Yangon','95','0'), ('Asia/Yekaterinburg','7','8'),
  ('Asia/Yerevan','374','0'), ('Atlantic/Azores','351',''), ('Atlantic/Bermuda','1','1'), ('Atlantic/Canary','34',''),
  ('Atlantic/Cape_Verde','238',''), ('Atlantic/Faeroe','298','0'), ('Atlantic/Faroe','298','0'), ('Atlantic/Jan_Mayen','49','0'),
  ('Atlantic/Madeira','351',''), ('Atlantic/Reykjavik','354','0'), ('Atlantic/St_Helena','290','0'), ('Atlantic/Stanley','500',''),
  ('Australia/ACT','61','0'), ('Australia/Adelaide','61','0'), ('Australia/Brisbane','61','0'), ('Australia/Broken_Hill','61','0'),
  ('Australia/Canberra','61','0'), ('Australia/Currie','61','0'), ('Australia/Darwin','61','0'), ('Australia/Eucla','61','0'),
  ('Australia/Hobart','61','0'), ('Australia/LHI','61','0'), ('Australia/Lindeman','61','0'), ('Australia/Lord_Howe','61','0'),
  ('Australia/Melbourne','61','0'), ('Australia/NSW','61','0'), ('Australia/North','61','0'), ('Australia/Perth','61','0'),
  ('Australia/Queensland','61','0'), ('Australia/South','61','0'), ('Australia/Sydney','61','0'), ('Australia/Tasmania','61','0'),
  ('Australia/Victoria','61','0'), ('Australia/West','61','0'), ('Australia/Yancowinna','61','0'), ('Brazil/Acre','55','0'),
  ('Brazil/DeNoronha','55','0'), ('Brazil/East','55','0'), ('Brazil/West','55','0'), ('Canada/Atlantic','1','1'),
  ('Canada/Central','1','1'), ('Canada/Eastern','1','1'), ('Canada/Mountain','1','1'), ('Canada/Newfoundland','1','1'),
  ('Canada/Pacific','1','1'), ('Canada/Saskatchewan','1','1'), ('Canada/Yukon','1','1'), ('Chile/Continental','56',''),
  ('Chile/EasterIsland','56',''), ('Cuba','53','0'), ('Egypt','20','0'), ('Eire','353','0'),
  ('Europe/Amsterdam','31','0'), ('Europe/Andorra','376',''), ('Europe/Astrakhan','7','8'), ('Europe/Athens','30',''),
  ('Europe/Belfast','44','0'), ('Europe/Belgrade','381','0'), ('Europe/Berlin','49','0'), ('Europe/Bratislava','421','0'),
  ('Europe/Brussels','32','0'), ('Europe/Bucharest','40','0'), ('Europe/Budapest','36','06'), ('Europe/Busingen','49','0'),
  ('Europe/Chisinau','373','0'), ('Europe/Copenhagen','45',''), ('Europe/Dublin','353','0'), ('Europe/Gibraltar','350',''),
  ('Europe/Guernsey','44','0'), ('Europe/Helsinki','358','0'), ('Europe/Isle_of_Man','44','0'), ('Europe/Istanbul','90','0'),
  ('Europe/Jersey','44','0'), ('Europe/Kaliningrad','7','8'), ('Europe/Kiev','380','0'), ('Europe/Kirov','7','8'),
  ('Europe/Kyiv','380','0'), ('Europe/Lisbon','351',''), ('Europe/Ljubljana','386','0'), ('Europe/London','44','0'),
  ('Europe/Luxembourg','352','0'), ('Europe/Madrid','34',''), ('Europe/Malta','356',''), ('Europe/Mariehamn','358','0'),
  ('Europe/Minsk','375','8'), ('Europe/Monaco','377','0'), ('Europe/Moscow','7','8'), ('Europe/Nicosia','357',''),
  ('Europe/Oslo','47','0'), ('Europe/Paris','33','0'), ('Europe/Podgorica','382','0'), ('Europe/Prague','420',''),
  ('Europe/Riga','371',''), ('Europe/Rome','39','0'), ('Europe/Samara','7','8'), ('Europe/San_Marino','378','0'),
  ('Europe/Sarajevo','387','0'), ('Europe/Saratov','7','8'), ('Europe/Simferopol','380','0'), ('Europe/Skopje','389','0'),
  ('Europe/Sofia','359','0'), ('Europe/Stockholm','46','0'), ('Europe/Tallinn','372',''), ('Europe/Tirane','355','0'),
  ('Europe/Tiraspol','373','0'), ('Europe/Ulyanovsk','7','8'), ('Europe/Uzhgorod','380','0'), ('Europe/Vaduz','423','0'),
  ('Europe/Vatican','39','0'), ('Europe/Vienna','43','0'), ('Europe/Vilnius','370','0'), ('Europe/Volgograd','7','8'),
  ('Europe/Warsaw','48',''), ('Europe/Zagreb','385','0'), ('Europe/Zaporozhye','380','0'), ('Europe/Zurich','41','0'),
  ('GB','44','0'), ('GB-Eire','44','0'), ('Hongkong','852','0'), ('Iceland','225',''),
  ('Indian/Antananarivo','261','0'), ('Indian/Chagos','246',''), ('Indian/Christmas','61','0'), ('Indian/Cocos','61','0'),
  ('Indian/Comoro','269',''), ('Indian/Mahe','248','0'), ('Indian/Maldives','960','0'), ('Indian/Mauritius','230','0'),
  ('Indian/Mayotte','262','0'), ('Indian/Reunion','262','0'), ('Iran','98','0'), ('Israel','972','0'),
  ('Jamaica','1','1'), ('Japan','81','0'), ('Kwajalein','692','1'), ('Libya','218','0'),
  ('Mexico/BajaNorte','52','0'), ('Mexico/BajaSur','52','0'), ('Mexico/General','52','0'), ('NZ','64','0'),
  ('NZ-CHAT','64','0'), ('Navajo','1','1'), ('PRC','86','0'), ('Pacific/Apia','685',''),
  ('Pacific/Auckland','64','0'), ('Pacific/Bougainville','675','0'), ('Pacific/Chatham','64','0'), ('Pacific/Chuuk','691',''),
  ('Pacific/Easter','56',''), ('Pacific/Efate','678',''), ('Pacific/Enderbury','686','0'), ('Pacific/Fakaofo','690',''),
  ('Pacific/Fiji','679','0'), ('Pacific/Funafuti','688',''), ('Pacific/Galapagos','593','0'), ('Pacific/Gambier','689',''),
  ('Pacific/Guadalcanal','677',''), ('Pacific/Guam','1','1'), ('Pacific/Honolulu','1','1'), ('Pacific/Johnston','1','1'),
  ('Pacific/Kanton','686','0'), ('Pacific/Kiritimati','686','0'), ('Pacific/Kosrae','691',''), ('Pacific/Kwajalein','692','1'),
  ('Pacific/Majuro','692','1'), ('Pacific/Marquesas','689',''), ('Pacific/Nauru','674',''), ('Pacific/Niue','683',''),
  ('Pacific/Norfolk','672','0'), ('Pacific/Noumea','687',''), ('Pacific/Pago_Pago','1','1'), ('Pacific/Palau','680',''),
  ('Pacific/Pohnpei','691',''), ('Pacific/Ponape','677',''), ('Pacific/Port_Moresby','675','0'), ('Pacific/Rarotonga','682',''),
  ('Pacific/Saipan','1','1'), ('Pacific/Samoa','1','1'), ('Pacific/Tahiti','689',''), ('Pacific/Tarawa','686','0'),
  ('Pacific/Tongatapu','676',''), ('Pacific/Truk','675','0'), ('Pacific/Wallis','681',''), ('Pacific/Yap','675','0'),
  ('Poland','48',''), ('Portugal','351',''), ('ROC','886','0'), ('ROK','82','0'),
  ('Singapore','65',''), ('Turkey','90','0'), ('US/Alaska','1','1'), ('US/Aleutian','1','1'),
  ('US/Arizona','1','1'), ('US/Central','1','1'), ('US/East-Indiana','1','1'), ('US/Eastern','1','1'),
  ('US/Hawaii','1','1'), ('US/Indiana-Starke','1','1'), ('US/Michigan','1','1'), ('US/Mountain','1','1'),
  ('US/Pacific','1','1'), ('US/Samoa','1','1'), ('W-SU','7','8')
), target AS (
  SELECT c.id, r.calling_code, r.national_prefix, c.phone_normalized AS digits
  FROM clients c
  JOIN businesses b ON b.id = c.business_id
  CROSS JOIN LATERAL (
    SELECT coalesce(max(regions.calling_code), '1') AS calling_code,
      coalesce(max(regions.national_prefix), '1') AS national_prefix
    FROM regions WHERE regions.zone = b.timezone
  ) r
  WHERE c.erased_at IS NULL AND c.phone_normalized ~ '^[0-9]+$'
)
UPDATE clients SET phone_normalized = '+' || t.calling_code || CASE
    -- '020 7946 0958' in the UK and '1 202 555 0202' in the US: the trunk prefix is not part of the number.
    WHEN t.national_prefix <> '' AND starts_with(t.digits, t.national_prefix)
      AND (t.calling_code <> '1' OR length(t.digits) = 11)
    THEN substr(t.digits, length(t.national_prefix) + 1)
    ELSE t.digits
  END
FROM target t WHERE t.id = clients.id;--> statement-breakpoint
CREATE TEMPORARY TABLE client_merges AS
  SELECT id AS duplicate_id, keep_id FROM (
    SELECT id, first_value(id) OVER (PARTITION BY business_id, phone_normalized ORDER BY created_at, id) AS keep_id
    FROM clients WHERE erased_at IS NULL
  ) ranked
  WHERE id <> keep_id;--> statement-breakpoint
-- The kept client keeps its own details and takes what only a duplicate knew: a last name, email, date of
-- birth or account it lacks, the duplicates' notes after its own, and their tags after its own.
UPDATE clients k SET
  last_name = CASE WHEN k.last_name <> '' THEN k.last_name ELSE coalesce((
    SELECT d.last_name FROM client_merges m JOIN clients d ON d.id = m.duplicate_id
    WHERE m.keep_id = k.id AND d.last_name <> '' ORDER BY d.created_at DESC LIMIT 1), '') END,
  email = coalesce(k.email, (
    SELECT d.email FROM client_merges m JOIN clients d ON d.id = m.duplicate_id
    WHERE m.keep_id = k.id AND d.email IS NOT NULL ORDER BY d.created_at DESC LIMIT 1)),
  date_of_birth = coalesce(k.date_of_birth, (
    SELECT d.date_of_birth FROM client_merges m JOIN clients d ON d.id = m.duplicate_id
    WHERE m.keep_id = k.id AND d.date_of_birth IS NOT NULL ORDER BY d.created_at DESC LIMIT 1)),
  password = coalesce(k.password, (
    SELECT d.password FROM client_merges m JOIN clients d ON d.id = m.duplicate_id
    WHERE m.keep_id = k.id AND d.password IS NOT NULL ORDER BY d.created_at DESC LIMIT 1)),
  has_account = k.has_account OR EXISTS (
    SELECT 1 FROM client_merges m JOIN clients d ON d.id = m.duplicate_id
    WHERE m.keep_id = k.id AND d.has_account AND k.password IS NULL),
  notes = nullif(concat_ws(E'\n\n', k.notes, (
    SELECT string_agg(d.notes, E'\n\n' ORDER BY d.created_at, d.id) FROM client_merges m
    JOIN clients d ON d.id = m.duplicate_id WHERE m.keep_id = k.id AND d.notes IS NOT NULL)), ''),
  tags = ARRAY(
    SELECT u.tag FROM unnest(k.tags || coalesce((
      SELECT array_agg(tag ORDER BY d.created_at, d.id, n) FROM client_merges m
      JOIN clients d ON d.id = m.duplicate_id CROSS JOIN LATERAL unnest(d.tags) WITH ORDINALITY AS x(tag, n)
      WHERE m.keep_id = k.id), '{}')) WITH ORDINALITY AS u(tag, i)
    GROUP BY u.tag ORDER BY min(u.i))
WHERE k.id IN (SELECT keep_id FROM client_merges);--> statement-breakpoint
UPDATE bookings SET client_id = m.keep_id FROM client_merges m WHERE bookings.client_id = m.duplicate_id;--> statement-breakpoint
UPDATE client_sessions SET client_id = m.keep_id FROM client_merges m WHERE client_sessions.client_id = m.duplicate_id;--> statement-breakpoint
DELETE FROM clients WHERE id IN (SELECT duplicate_id FROM client_merges);--> statement-breakpoint
DROP TABLE client_merges;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_business_phone_unique" ON "clients" USING btree ("business_id","phone_normalized") WHERE "clients"."erased_at" is null;
