import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';

type DownloadButtonsProps<Format extends string> = {
  /** The formats offered, in the order of their buttons, with the word each button shows (`PDF`, `Excel`). */
  labels: Readonly<Record<Format, string>>;
  /** What is downloaded, in words: the buttons' accessible names and the error say it (`Laporan Arus Kas`). */
  subject: string;
  download: (format: Format) => Promise<void>;
};

/**
 * "Unduh PDF" / "Unduh Excel" for a file built by the server: each button shows its progress, one download at a
 * time, and a failure says which file and why, under the buttons.
 */
export function DownloadButtons<Format extends string>({
  labels,
  subject,
  download,
}: DownloadButtonsProps<Format>) {
  const [downloading, setDownloading] = useState<Format | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(format: Format) {
    setDownloading(format);
    setError(null);
    try {
      await download(format);
    } catch (cause) {
      setError(`${labels[format]} ${subject} gagal diunduh. ${getErrorMessage(cause)}`);
    } finally {
      setDownloading(null);
    }
  }

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {(Object.keys(labels) as Format[]).map((format) => (
          <Button
            key={format}
            variant="outlined"
            loading={downloading === format}
            disabled={downloading !== null}
            onClick={() => void run(format)}
            // The visible words first (WCAG 2.5.3), then what: several cards have the same buttons.
            aria-label={`Unduh ${labels[format]} ${subject}`}
          >
            {`Unduh ${labels[format]}`}
          </Button>
        ))}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </>
  );
}
