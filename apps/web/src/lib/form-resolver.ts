import { zodResolver } from '@hookform/resolvers/zod';
import { setIndonesianValidationMessages } from '@kopkar/domain';

// Once, with the first form that loads: zod's built-in messages ("Harus berupa angka", "Minimal 8 karakter") are
// Indonesian, like the API's. Here rather than in main.tsx so that pages without a form do not load zod.
setIndonesianValidationMessages();

/** The react-hook-form resolver every form uses (the lint rule refuses @hookform/resolvers/zod elsewhere). */
export const formResolver = zodResolver;
