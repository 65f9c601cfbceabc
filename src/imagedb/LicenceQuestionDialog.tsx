import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../components/ConfirmDialog';
import type { LicenceQuestion } from './useAddSelected';

/** The confirmation before a licence (spec 1 §2): the image and the credits left, yes or cancel. */
export function LicenceQuestionDialog({ question }: { question: LicenceQuestion | undefined }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={question !== undefined}
      title={t('images.stock.confirm.title')}
      text={
        question
          ? t('images.stock.confirm.text', { title: question.image.title || question.image.id, quota: question.quota })
          : ''
      }
      deleting={false}
      confirmLabel={t('images.stock.confirm.yes')}
      destructive={false}
      onCancel={() => question?.answer(false)}
      onConfirm={() => question?.answer(true)}
    />
  );
}
