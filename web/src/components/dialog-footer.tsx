import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, FormState } from 'react-hook-form';

/**
 * Cancel and submit of a form in a dialog. Submit is disabled once the form was touched or sent
 * and is invalid, so an untouched form can still be sent to show every error at once.
 */
export function DialogFooter<T extends FieldValues>(props: {
  formState: FormState<T>;
  loading: boolean;
  onCancel: () => void;
  submitTestId: string;
  children: ReactNode;
}) {
  const { formState } = props;
  return (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={props.onCancel}>
        Cancel
      </Button>
      <Button
        type="submit"
        loading={props.loading}
        disabled={(formState.isDirty || formState.isSubmitted) && !formState.isValid}
        data-testid={props.submitTestId}
      >
        {props.children}
      </Button>
    </Group>
  );
}
