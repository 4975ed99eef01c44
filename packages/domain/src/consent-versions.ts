/**
 * Versions of the terms (Syarat & Ketentuan) and the privacy notice (Kebijakan Privasi) a member accepts (UU PDP
 * 27/2022 Pasal 22: consent is recorded, and asked again when what it covers changes). A version is published by
 * adding it here and releasing: legal texts are reviewed before they ship, like code, and every API process and
 * the web app then agree on which version is current without a database read.
 */
export const CONSENT_DOCUMENTS = ['TERMS', 'PRIVACY'] as const;
export type ConsentDocument = (typeof CONSENT_DOCUMENTS)[number];

export const CONSENT_DOCUMENT_LABELS: Record<ConsentDocument, string> = {
  TERMS: 'Syarat & Ketentuan',
  PRIVACY: 'Kebijakan Privasi',
};

export type ConsentVersion = {
  document: ConsentDocument;
  /** e.g. `2.0`: what the member sees and what their acceptance names. */
  version: string;
  /** `YYYY-MM-DD` (Asia/Jakarta) from which the version is current. */
  publishedOn: string;
  /** What changed from the version before, in plain Indonesian; the gate shows it. */
  changes: readonly string[];
};

export const CONSENT_VERSIONS: readonly ConsentVersion[] = [
  {
    document: 'TERMS',
    version: '1.0',
    publishedOn: '2024-10-17',
    changes: ['Syarat keanggotaan, iuran wajib, plafon pinjaman dan potongan gaji.'],
  },
  {
    document: 'PRIVACY',
    version: '1.0',
    publishedOn: '2024-10-17',
    changes: ['Data yang dikumpulkan koperasi dan penggunaannya, sesuai UU No. 27 Tahun 2022.'],
  },
  {
    document: 'TERMS',
    version: '1.1',
    publishedOn: '2026-11-01',
    changes: [
      'Permintaan perbaikan dan penghapusan data dijawab paling lambat 3×24 jam.',
      'Pengunduran diri dari koperasi dapat diajukan dari portal.',
    ],
  },
  {
    document: 'PRIVACY',
    version: '2.0',
    publishedOn: '2026-11-01',
    changes: [
      'Masa simpan setiap jenis data kini dicantumkan di halaman Privasi.',
      'Setiap kali petugas membuka dokumen Anda (misalnya KTP), hal itu dicatat dan dapat Anda lihat di Data Saya.',
    ],
  },
];

/** The version of each document in force on `today` (`YYYY-MM-DD`): the latest published on or before it. */
export function currentConsentVersions(
  today: string,
  versions: readonly ConsentVersion[] = CONSENT_VERSIONS,
): ConsentVersion[] {
  return CONSENT_DOCUMENTS.flatMap((document) => {
    const published = versions
      .filter((entry) => entry.document === document && entry.publishedOn <= today)
      .sort((a, b) => (a.publishedOn < b.publishedOn ? -1 : a.publishedOn > b.publishedOn ? 1 : 0));
    const latest = published.at(-1);
    return latest ? [latest] : [];
  });
}

export type AcceptedVersion = { document: ConsentDocument; version: string };

/** The current versions the member has not accepted yet: what the gate asks for, in document order. */
export function pendingConsentVersions(
  accepted: readonly AcceptedVersion[],
  today: string,
  versions: readonly ConsentVersion[] = CONSENT_VERSIONS,
): ConsentVersion[] {
  return currentConsentVersions(today, versions).filter(
    (current) =>
      !accepted.some((entry) => entry.document === current.document && entry.version === current.version),
  );
}
