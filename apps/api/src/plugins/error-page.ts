/**
 * The page a browser gets when a page load is refused or fails (failure-reply.ts): a self-contained Indonesian
 * document with the server's message and a way on. It reads nothing (no settings, no database, no build
 * files), so it can still be drawn when those are what failed; its look follows the portal's theme by hand.
 */

const BRAND = '#0F5E9C';

/** Titles by status; anything else is the SPA's own "Terjadi Kesalahan" (its /error page). */
const TITLES: Record<number, string> = {
  400: 'Alamat tidak dapat dibuka',
  404: 'Halaman tidak ditemukan',
  405: 'Halaman tidak dapat dibuka',
  414: 'Alamat tidak dapat dibuka',
  429: 'Terlalu banyak permintaan',
  503: 'Layanan sedang tidak tersedia',
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#F5F7FA;color:#1A2330;font:1rem/1.6 "Plus Jakarta Sans",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:36rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem}
.card{background:#fff;border:1px solid #D5DBE3;border-radius:10px;padding:1.25rem}
.card p{margin:0 0 1rem}
.status{color:#4A5565;font-size:.875rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
.actions a{display:inline-block;padding:.625rem 1.25rem;border-radius:10px;font-weight:600;text-decoration:none;border:1px solid ${BRAND}}
.actions a.primary{background:${BRAND};color:#fff}
.actions a.secondary{background:#fff;color:${BRAND}}
a:focus-visible{outline:3px solid ${BRAND};outline-offset:2px}
`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

export type ErrorPageInput = {
  status: number;
  message: string;
  /** The address that failed, as the request wrote it; offered again when trying again can help. */
  path: string;
};

/** Where "back" leads: the back office's start for /admin pages, the portal's home page otherwise. */
function homeOf(path: string): { href: string; label: string } {
  return /^\/admin(?:[/?#]|$)/.test(path)
    ? { href: '/admin', label: 'Kembali ke Back Office' }
    : { href: '/', label: 'Kembali ke Beranda' };
}

/** A same-origin path to load again, or null: never a `//host` address a crafted request could plant. */
function retryHref(status: number, path: string): string | null {
  const isRetryable = status === 429 || status >= 500;
  return isRetryable && /^\/(?![/\\])/.test(path) ? path : null;
}

export function renderErrorPage({ status, message, path }: ErrorPageInput): string {
  const title = TITLES[status] ?? 'Terjadi Kesalahan';
  const home = homeOf(path);
  const retry = retryHref(status, path);
  const retryLink = retry ? `<a class="secondary" href="${escapeHtml(retry)}">Coba lagi</a>` : '';
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Portal Anggota Koperasi</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<div class="card">
<p>${escapeHtml(message)}</p>
<p class="status">Kode status: ${status}</p>
<nav class="actions" aria-label="Langkah selanjutnya">
<a class="primary" href="${home.href}">${home.label}</a>${retryLink}
</nav>
</div>
</main>
</body>
</html>`;
}
