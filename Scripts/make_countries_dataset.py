"""Builds the Countries dataset (see Scripts/make-countries-dataset, which runs this in a venv).

The ISO 3166-1 list from Debian's iso-codes is the canonical list of countries and names;
countryinfo fills in the facts where it has them; optional facts it lacks stay null.
Output is deterministic: countries sorted by alpha-3, keys sorted, one country per line.
"""

import gettext
import importlib.metadata
import json
import pathlib
import re
import subprocess
import sys
import unicodedata

import babel
import babel.numbers
import countryinfo

ISO_JSON = pathlib.Path("/usr/share/iso-codes/json")
LOCALE_DIR = "/usr/share/locale"
LOCALIZED_LANGUAGES = ["de", "es", "fr", "it", "ja"]
REGIONS = {
    "africa": "Africa",
    "americas": "Americas",
    "north america": "Americas",
    "south america": "Americas",
    "asia": "Asia",
    "europe": "Europe",
    "oceania": "Oceania",
}
# Known slips in the source, fixed here rather than by hand in the JSON.
LANGUAGE_CODE_FIXES = {"rs": "sr"}  # Serbia lists "rs" (its country code) as its language.
# Qualifiers ISO 639-3 adds to tell languages apart, which read oddly in a list of languages.
LANGUAGE_QUALIFIER = re.compile(r" \((macrolanguage|\d{4}-|post \d{4})\)$")


def load_iso(name, key):
    return json.loads((ISO_JSON / f"{name}.json").read_text(encoding="utf-8"))[key]


def countryinfo_records():
    """countryinfo's records by alpha-3; duplicates are merged, the fuller record first."""
    data_dir = pathlib.Path(countryinfo.__file__).parent / "data"
    by_code = {}
    for path in sorted(data_dir.glob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        code = (record.get("ISO") or {}).get("alpha3")
        if code:
            by_code.setdefault(code, []).append(record)
    merged = {}
    for code, records in by_code.items():
        records.sort(key=lambda r: (-len(r), json.dumps(r, sort_keys=True)))
        result = {}
        for record in records:
            for key, value in record.items():
                if result.get(key) in (None, "", [], {}):
                    result[key] = value
        merged[code] = result
    return merged


def text_or_none(value):
    if isinstance(value, list):
        value = ", ".join(v.strip() for v in value if isinstance(v, str) and v.strip())
    if not isinstance(value, str) or not value.strip():
        return None
    return value.strip()


def unique(values):
    seen, result = set(), []
    for value in values:
        if value not in seen:
            seen.add(value)
            result.append(value)
    return result


def language_names():
    names = {}
    for entry in load_iso("iso_639-3", "639-3"):
        name = LANGUAGE_QUALIFIER.sub("", entry.get("common_name") or entry["name"])
        names[entry["alpha_3"]] = name
        if "alpha_2" in entry:
            names[entry["alpha_2"]] = name
    return names


def translators():
    return {
        lang: gettext.translation("iso_3166-1", LOCALE_DIR, languages=[lang], fallback=True)
        for lang in LOCALIZED_LANGUAGES
    }


def localized_names(iso_entry, record, translations):
    names = {}
    source = record.get("translations") or {}
    for lang in LOCALIZED_LANGUAGES:
        name = text_or_none(source.get(lang))
        if name is None:
            msgid = iso_entry.get("common_name") or iso_entry["name"]
            translated = translations[lang].gettext(msgid)
            name = translated if translated != msgid else None
        if name is not None:
            names[lang] = name
    return names


def build():
    iso_countries = load_iso("iso_3166-1", "3166-1")
    alpha2_to_alpha3 = {c["alpha_2"]: c["alpha_3"] for c in iso_countries}
    known = set(alpha2_to_alpha3.values())
    records = countryinfo_records()
    languages = language_names()
    iso_currencies = {c["alpha_3"]: c["name"] for c in load_iso("iso_4217", "4217")}
    translations = translators()
    warnings = []

    countries, currency_codes = [], set()
    for iso in sorted(iso_countries, key=lambda c: c["alpha_3"]):
        code = iso["alpha_3"]
        record = records.get(code, {})
        if not record:
            warnings.append(f"{code}: not in countryinfo, facts left empty")

        neighbours = []
        for border in record.get("borders") or []:
            border = alpha2_to_alpha3.get(border, border)
            if border in known and border != code:
                neighbours.append(border)
            else:
                warnings.append(f"{code}: unknown neighbour {border} dropped")

        spoken = []
        for lang in record.get("languages") or []:
            lang = LANGUAGE_CODE_FIXES.get(lang, lang)
            if lang in languages:
                spoken.append(languages[lang])
            else:
                warnings.append(f"{code}: unknown language {lang} dropped")

        currencies = unique(c for c in record.get("currencies") or [] if text_or_none(c))
        currency_codes.update(currencies)

        region = REGIONS.get((text_or_none(record.get("region")) or "").lower())
        subregion = text_or_none(record.get("intermediateregion")) or text_or_none(
            record.get("subregion"))
        area = record.get("area")
        population = record.get("population")

        countries.append({
            "alpha2": iso["alpha_2"],
            "alpha3": code,
            "area": float(area) if isinstance(area, (int, float)) else None,
            "capital": text_or_none(record.get("capital")),
            "currencies": currencies,
            "languages": unique(spoken),
            "localizedNames": localized_names(iso, record, translations),
            "name": iso.get("common_name") or iso["name"],
            "neighbours": sorted(set(neighbours)),
            "population": int(population) if isinstance(population, (int, float)) else 0,
            "region": region,
            "subregion": subregion if region else None,
            "timezones": sorted(set(record.get("timezoneNames") or [])),
        })

    territories = {}
    for country in countries:
        for code in country["currencies"]:
            territories.setdefault(code, []).append(country["alpha2"])
    currencies = {}
    for code in sorted(currency_codes):
        name = iso_currencies.get(code) or babel.numbers.get_currency_name(code, locale="en")
        currencies[code] = {"name": name, "symbol": currency_symbol(code, territories[code])}
    return countries, currencies, warnings


def currency_symbol(code, territories):
    """English CLDR symbol ("€", "A$"); failing that, the one used where the currency is."""
    for locale in ["en"] + [f"und_{t}" for t in sorted(territories)]:
        try:
            symbol = babel.numbers.get_currency_symbol(code, locale=babel.Locale.parse(locale))
        except (ValueError, babel.UnknownLocaleError):
            continue
        # Bidi marks and zero-width spaces are invisible and upset terminal layout.
        symbol = "".join(ch for ch in symbol if unicodedata.category(ch) != "Cf").strip()
        if symbol and symbol != code:
            return symbol
    return None


def versions():
    iso_codes = subprocess.run(
        ["dpkg-query", "-W", "-f=${Version}", "iso-codes"],
        capture_output=True, text=True, check=False).stdout.strip() or "unknown"
    return {
        "babel": importlib.metadata.version("babel"),
        "countryinfo": importlib.metadata.version("countryinfo"),
        "iso-codes": iso_codes,
    }


def dump(value):
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def main():
    output = pathlib.Path(sys.argv[1])
    countries, currencies, warnings = build()
    for warning in warnings:
        print(f"warning: {warning}", file=sys.stderr)
    lines = ["{", f'"sources":{dump(versions())},', '"currencies":{']
    lines += [f"{dump(code)}:{dump(c)}," for code, c in currencies.items()]
    lines[-1] = lines[-1].rstrip(",")
    lines += ["},", '"countries":[']
    lines += [f"{dump(country)}," for country in countries]
    lines[-1] = lines[-1].rstrip(",")
    lines += ["]", "}"]
    text = "\n".join(lines) + "\n"
    json.loads(text)  # refuse to write anything that does not parse
    output.write_text(text, encoding="utf-8")
    print(f"Wrote {len(countries)} countries, {len(currencies)} currencies, "
          f"{len(text.encode('utf-8'))} bytes to {output}", file=sys.stderr)


if __name__ == "__main__":
    main()
