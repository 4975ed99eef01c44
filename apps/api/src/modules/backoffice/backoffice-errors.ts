import { ErrorCode } from '@kopkar/domain';
import { AppError } from '../../errors';

/** A 422 naming one field, shaped like the schema validation errors so the form can show it in place. */
export const fieldError = (path: string, message: string) =>
  new AppError(ErrorCode.VALIDATION, message, { data: { errors: [{ path, message }] } });

export const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);
