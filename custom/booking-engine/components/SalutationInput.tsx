import { useTranslation } from 'react-i18next';
import type { ShownError } from '../logic/engine-errors';
import { TextInput } from './TextInput';

/** The salutations as Ratio records them. */
const SALUTATIONS = [
  { value: 'Frau', key: 'booking.engine.salutation.mrs' },
  { value: 'Herr', key: 'booking.engine.salutation.mr' },
] as const;

export function SalutationInput({
  value,
  onValue,
  refused,
}: {
  value: string;
  onValue: (value: string) => void;
  refused?: ShownError;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      required
      label={t('booking.engine.person.salutation')}
      value={value}
      onValue={onValue}
      refused={refused}
      options={[
        <option key="" value="" />,
        ...SALUTATIONS.map((salutation) => (
          <option key={salutation.value} value={salutation.value}>
            {t(salutation.key)}
          </option>
        )),
      ]}
    />
  );
}
