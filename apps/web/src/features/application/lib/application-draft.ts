import { deleteDraft, readDraft, writeDraft } from '@/lib/draft-store';
import { readDataUrl } from '@/lib/read-data-url';

/** A chosen file as the form holds it: the base64 data URL the API takes. */
type DraftableFile = { name: string; size: number; type: string; dataUrl: string };

/** A chosen file as the draft keeps it: the bytes as a Blob (IndexedDB stores Blobs as they are). */
type StoredFile = { name: string; size: number; type: string; blob: Blob };

/** The loan form's work in progress, per member (the terms box is not kept: it is ticked at the end). */
export type ApplicationDraft = {
  productId: number | null;
  selfie: DraftableFile | null;
  form: DraftableFile | null;
  supporting: DraftableFile | null;
  /** Rupiah. */
  amount: number;
  /** Months, or null when not chosen. */
  tenor: number | null;
};

type StoredDraft = Omit<ApplicationDraft, 'selfie' | 'form' | 'supporting'> & {
  version: 1;
  selfie: StoredFile | null;
  form: StoredFile | null;
  supporting: StoredFile | null;
};

const keyOf = (nik: string) => `application-form:${nik}`;

/** True when the draft holds anything worth restoring. */
export function hasDraftWork(draft: ApplicationDraft): boolean {
  return (
    draft.productId !== null || draft.selfie !== null || draft.form !== null || draft.supporting !== null
  );
}

function dataUrlToBlob(dataUrl: string, type: string): Blob {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}

const toStored = (file: DraftableFile | null): StoredFile | null =>
  file && { name: file.name, size: file.size, type: file.type, blob: dataUrlToBlob(file.dataUrl, file.type) };

const fromStored = async (file: StoredFile | null | undefined): Promise<DraftableFile | null> =>
  file ? { name: file.name, size: file.size, type: file.type, dataUrl: await readDataUrl(file.blob) } : null;

/** Keeps the member's draft in this browser, the files as Blobs; an empty one is deleted instead. */
export async function saveApplicationDraft(nik: string, draft: ApplicationDraft): Promise<void> {
  if (!hasDraftWork(draft)) return deleteDraft(keyOf(nik));
  const stored: StoredDraft = {
    version: 1,
    productId: draft.productId,
    amount: draft.amount,
    tenor: draft.tenor,
    selfie: toStored(draft.selfie),
    form: toStored(draft.form),
    supporting: toStored(draft.supporting),
  };
  await writeDraft(keyOf(nik), stored);
}

/** The member's kept draft, or null when there is none (or it cannot be read: it is then dropped). */
export async function loadApplicationDraft(nik: string): Promise<ApplicationDraft | null> {
  const stored = await readDraft<StoredDraft>(keyOf(nik));
  if (stored?.version !== 1) return null;
  try {
    return {
      productId: stored.productId,
      amount: stored.amount,
      tenor: stored.tenor,
      selfie: await fromStored(stored.selfie),
      form: await fromStored(stored.form),
      supporting: await fromStored(stored.supporting),
    };
  } catch {
    await deleteDraft(keyOf(nik));
    return null;
  }
}

/** Forgets the member's draft (sent, or discarded). */
export function discardApplicationDraft(nik: string): Promise<void> {
  return deleteDraft(keyOf(nik));
}
