import type { CaptchaReply } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { getErrorMessage } from '@/lib/api-client';
import { formResolver } from '@/lib/form-resolver';
import { enqueueSnackbar } from '@/lib/toast';
import { CaptchaField } from './captcha-field';
import { FormTextField } from './form-text-field';
import { PasswordField } from './password-field';

/** What the form collects: who (NIK or username), the password and the captcha's answer. */
export type LoginFormValues = { account: string; password: string; captcha: string };

type LoginFormProps<Request> = {
  /** The form's rules: the account field's own rule (NIK or username) with the shared password and captcha. */
  schema: z.ZodType<LoginFormValues, LoginFormValues>;
  account: { label: string; isNumeric?: boolean };
  captcha: UseQueryResult<CaptchaReply>;
  login: UseMutationResult<unknown, Error, Request>;
  /** The login call's body from the form's values and the captcha's single-use key. */
  toRequest: (values: LoginFormValues, key: string) => Request;
  /** Links under the button (the member's "Lupa password?"). */
  children?: ReactNode;
};

/**
 * The login form of both kinds of user (member `/login`, staff `/admin/login`): account, password, captcha, Login.
 * A refused login shows the server's text in a red toast and a fresh captcha, the old key being spent (SPEC §8).
 */
export function LoginForm<Request>({
  schema,
  account,
  captcha,
  login,
  toRequest,
  children,
}: LoginFormProps<Request>) {
  const { control, handleSubmit, resetField } = useForm({
    resolver: formResolver(schema),
    defaultValues: { account: '', password: '', captcha: '' },
  });
  const onSubmit = handleSubmit((values) => {
    if (!captcha.data) return;
    login.mutate(toRequest(values, captcha.data.key), {
      onError: (error) => {
        enqueueSnackbar(getErrorMessage(error), { variant: 'error' });
        resetField('captcha');
        void captcha.refetch();
      },
    });
  });

  return (
    <Stack component="form" spacing={2.5} onSubmit={onSubmit} noValidate>
      <FormTextField
        control={control}
        name="account"
        label={account.label}
        required
        autoComplete="username"
        slotProps={account.isNumeric ? { htmlInput: { inputMode: 'numeric' } } : undefined}
      />
      <PasswordField
        control={control}
        name="password"
        label="Password"
        required
        autoComplete="current-password"
      />
      <CaptchaField
        control={control}
        name="captcha"
        image={captcha.data?.image}
        isLoading={captcha.isFetching}
        isError={captcha.isError}
        onRefresh={() => void captcha.refetch()}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={login.isPending || !captcha.data || captcha.isFetching}
      >
        Login
      </Button>
      {children}
    </Stack>
  );
}
