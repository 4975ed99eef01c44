import { ensureDebianTools } from './run-tool';

/** Installs sqlmap and wapiti from Debian when missing (apt-get; needs root). */
await ensureDebianTools({ sqlmap: 'sqlmap', wapiti: 'wapiti' });
console.log('sqlmap and wapiti are installed');
