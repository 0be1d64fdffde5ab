/** Words of birth dates and card expiry dates split over fields (date-parts.ts). */

/** A birth ("Date of birth", "Geburtsjahr", "DOB"). */
export const BIRTH_WORDS = ['birth*', '*birth', 'dob', 'bday', 'geburt*', 'naissance', 'nacimiento', 'nascita', 'nascimento', 'urodzen*', 'geboorte*', 'fodsel*', 'fodelse*', 'syntym*', 'narozeni', 'рождени*', '生年月日', '誕生日', '出生', '생년월일', 'dogum*'];
/** A card's expiry date ("Gültig bis", "MM/YY"). */
export const EXPIRY_WORDS = ['exp', 'expir*', '*expiry*', '*expiration*', 'ccexp*', 'cardexp*', '*expmonth', '*expyear', '*expdate', 'exp date', 'ablauf*', 'gultig*', 'valid*', 'venc*', 'caduc*', 'scadenza', 'validade', 'verval*', 'utlop*', 'udlob*', 'voimassa*', 'platnost*', 'срок действия', '有効期限', '有效期', '만료', 'mm yy', 'mm jj', 'mm aa'];
/** A card: with a month or year part, its expiry. */
export const CARD_WORDS = ['card*', '*card', 'cc*', 'karte*', 'kreditkarte*', 'tarjeta', 'carte', 'carta', 'cartao', 'karty', 'kaart', 'kort', 'карт*', 'カード', '卡'];
/** Date ranges and schedules: a "From month" is no part of a birth date. */
export const RANGE_WORDS = ['from', 'to', 'start', 'end', 'arrival', 'departure', 'check in', 'check out', 'season', 'event', 'callback', 'select a'];
export const DAY_WORDS = ['day', 'dd', 'tt', 'gg', 'tag', 'dia', 'jour', 'giorno', 'dag', 'dzien', 'paiva', 'den', 'день', '日', 'gun'];
export const MONTH_WORDS = ['month', '*month', 'months', 'mm', 'mo', 'monat*', 'mes', 'mois', 'mese', 'maand', 'miesiac', 'manad', 'maned', 'kuukausi', 'mesic', 'месяц', '月', 'ay'];
export const YEAR_WORDS = ['year', '*year', 'years', 'yy', 'yyy', 'yyyy', 'yr', 'jahr*', 'jj', 'jjjj', 'ano', 'annee', 'anno', 'jaar', 'rok', 'ar', 'aar', 'vuosi', 'год', '年', 'aa', 'aaaa', 'yil'];
