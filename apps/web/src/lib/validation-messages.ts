import { setIndonesianValidationMessages } from '@kopkar/domain';

// Once, with the first native form's rules (lib/use-native-form.ts): zod's built-in messages ("Harus berupa angka",
// "Minimal 8 karakter") are Indonesian, like the API's. lib/form-resolver.ts does the same for react-hook-form's.
setIndonesianValidationMessages();
