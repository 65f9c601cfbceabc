import { useWatch } from 'react-hook-form';
import { showsTarget } from '../../../domain/app/push-targets';
import { PageWidgets, type WidgetProps } from '../../../src/console';

const GENERATED = {};

/** A receiver group's target field (receivers, departure, day, survey), shown only for its own group, as generated. */
export function TargetField(props: WidgetProps) {
  const group = useWatch({ name: 'receiver_group' });
  if (!showsTarget(group, props.schemaPath)) return null;
  const { NestedField } = props;
  return (
    <PageWidgets value={GENERATED}>
      <NestedField {...props} />
    </PageWidgets>
  );
}
