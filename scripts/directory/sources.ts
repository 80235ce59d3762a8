/**
 * The licensed sources the directory build may publish facts from, with the URL, date and
 * licence each record carries. Unlicensed lists in ../shared (aidlines, TheConnectHut, YMHC,
 * TAT) are deliberately absent: they are leads only and nothing is published from them.
 */
export interface SourceRef {
  source_name: string;
  source_url: string;
  verified_at: string;
  licence: string;
}

export const SOURCES = {
  aosp: {
    source_name: 'AOSP emergency call code database (eccdata)',
    source_url: 'https://android.googlesource.com/platform/packages/services/Telephony/+/refs/heads/main/ecc/input/eccdata.txt',
    verified_at: '2024-05-30',
    licence: 'Apache-2.0',
  },
  libphonenumber: {
    source_name: 'Google libphonenumber ShortNumberMetadata v9.0.35',
    source_url: 'https://github.com/google/libphonenumber/blob/v9.0.35/resources/ShortNumberMetadata.xml',
    verified_at: '2026-07-16',
    licence: 'Apache-2.0',
  },
  wikiEmergency2026: {
    source_name: 'Wikipedia: List of emergency telephone numbers (revision 1362829639)',
    source_url: 'https://en.wikipedia.org/w/index.php?title=List_of_emergency_telephone_numbers&oldid=1362829639',
    verified_at: '2026-08-08',
    licence: 'CC BY-SA 4.0',
  },
  wikiEmergency2025: {
    source_name: 'Wikipedia: List of emergency telephone numbers (July 2025)',
    source_url: 'https://en.wikipedia.org/wiki/List_of_emergency_telephone_numbers',
    verified_at: '2025-07-02',
    licence: 'CC BY-SA 4.0',
  },
  wikiCrisis2026: {
    source_name: 'Wikipedia: List of suicide crisis lines (revision 1363635917)',
    source_url: 'https://en.wikipedia.org/w/index.php?title=List_of_suicide_crisis_lines&oldid=1363635917',
    verified_at: '2026-08-08',
    licence: 'CC BY-SA 4.0',
  },
  wikiCrisis2021: {
    source_name: 'Wikipedia: List of suicide crisis lines (July 2021)',
    source_url: 'https://en.wikipedia.org/wiki/List_of_suicide_crisis_lines',
    verified_at: '2021-07-09',
    licence: 'CC BY-SA 3.0',
  },
  eu116: {
    source_name: 'Commission Decision 2007/116/EC (harmonised 116 numbers) + libphonenumber v9.0.35 short-number metadata',
    source_url: 'https://eur-lex.europa.eu/eli/dec/2007/116/oj',
    verified_at: '2026-07-16',
    licence: 'EU legal act (public) + Apache-2.0',
  },
} as const satisfies Record<string, SourceRef>;

export type SourceKey = keyof typeof SOURCES;

export function openHelplinesSource(url: string, verifiedAt: string): SourceRef {
  return {
    source_name: 'open-helplines registry (Kouki-odaka/open-helplines)',
    source_url: url,
    verified_at: verifiedAt,
    licence: 'CC0-1.0',
  };
}
