import { useInvalidate } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../registry/types';
import { ApiError, apiLines, errorMessage } from '../../src/console';

export interface BulkVoucherRequest {
  amount: number;
  prefix: string;
  code_length: number;
  voucher: Record<string, unknown>;
}

type Line = { done: number; total: number } | { created: number } | { error: { key: string; message: string } };

/** Creating vouchers in bulk (`POST {api}/bulk`): the server's progress as it comes, then the outcome. */
export function useBulkVouchers(resource: ResourceDefinition) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [created, setCreated] = useState<number>();
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [running, setRunning] = useState(false);

  async function start(request: BulkVoucherRequest) {
    setRunning(true);
    setError(undefined);
    setFieldErrors({});
    setCreated(undefined);
    setProgress({ done: 0, total: request.amount });
    try {
      const last = await apiLines<Line>(`${resource.api}/bulk`, request, (line) => {
        if ('done' in line) setProgress(line);
      });
      if (last && 'created' in last) {
        setCreated(last.created);
        await invalidate({ resource: resource.name, invalidates: ['list'] });
      } else setError(t(last && 'error' in last ? last.error.key : 'tickets.voucher.bulk_failed'));
    } catch (caught) {
      const onFields = caught instanceof ApiError ? caught.errors.filter((problem) => problem.field) : [];
      setFieldErrors(
        Object.fromEntries(onFields.map((problem) => [problem.field, t(problem.key, { ...problem.params })])),
      );
      setProgress(undefined);
      if (onFields.length === 0) setError(errorMessage(caught, t));
    } finally {
      setRunning(false);
    }
  }

  return {
    start,
    running,
    progress,
    created,
    error,
    fieldErrors,
    reset: () => {
      setProgress(undefined);
      setCreated(undefined);
      setError(undefined);
      setFieldErrors({});
    },
  };
}
