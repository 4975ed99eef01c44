import type { CaptchaReply } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { useNativeForm } from '@/lib/use-native-form';
import { CaptchaField } from './captcha-field';
import { FormFailure } from './form-failure';
import { NativeTextField } from './native-text-field';
import { usePasswordVisibility } from './password-visibility';

/** What the form collects: who (NIK or username), the password and the captcha's answer. */
export type LoginFormValues = { account: string; password: string; captcha: string };

type LoginFormProps<Request> = {
  /**
   * Loads the form's rules: the account field's own rule (NIK or username) with the shared password and captcha.
   * A module of its own, so the page's first load carries no zod (lib/use-native-form.ts).
   */
  loadRules: () => Promise<z.ZodType<LoginFormValues, LoginFormValues>>;
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
 * A refused login shows the server's text in a red toast and a fresh captcha, the old key being spent (docs/product/errors.md).
 * A native form (lib/use-native-form.ts): both pages show it in their first paint.
 */
export function LoginForm<Request>({
  loadRules,
  account,
  captcha,
  login,
  toRequest,
  children,
}: LoginFormProps<Request>) {
  const password = usePasswordVisibility();
  // A new captcha is a new answer input: the old answer goes with the spent key.
  const [captchaRound, setCaptchaRound] = useState(0);
  const form = useNativeForm({
    fields: ['account', 'password', 'captcha'],
    loadRules,
    onValid: (values) => {
      if (!captcha.data) return;
      login.mutate(toRequest(values, captcha.data.key), {
        onError: (error) => {
          enqueueSnackbar(getErrorMessage(error), { variant: 'error' });
          setCaptchaRound((round) => round + 1);
          void captcha.refetch();
        },
      });
    },
  });

  return (
    <Stack component="form" spacing={2.5} {...form.formProps}>
      <NativeTextField
        name="account"
        error={form.errors.account}
        label={account.label}
        required
        autoComplete="username"
        slotProps={account.isNumeric ? { htmlInput: { inputMode: 'numeric' } } : undefined}
      />
      <NativeTextField
        name="password"
        error={form.errors.password}
        type={password.type}
        label="Password"
        required
        autoComplete="current-password"
        slotProps={{ input: { endAdornment: password.endAdornment } }}
      />
      <CaptchaField
        key={captchaRound}
        name="captcha"
        error={form.errors.captcha}
        image={captcha.data?.image}
        isLoading={captcha.isFetching}
        isError={captcha.isError}
        onRefresh={() => void captcha.refetch()}
      />
      <FormFailure message={form.failure} />
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
