import '@mantine/core/styles/Stepper.layer.css';
import { memo } from 'react';
import { Stepper } from '@mantine/core';
import stepClasses from './checkout-steps.module.css';

/** Shipping → Payment → Confirmation. Memoised: the checkout re-renders often, the step rarely changes. */
export const CheckoutSteps = memo(function CheckoutSteps({ active }: { active: number }) {
  return (
    <Stepper
      active={active}
      size="sm"
      color="leaf"
      allowNextStepsSelect={false}
      iconSize={34}
      wrap={false}
      classNames={stepClasses}
      aria-label="Checkout progress"
    >
      <Stepper.Step label="Shipping" description="Where to deliver" />
      <Stepper.Step label="Payment" description="Review and pay" />
      <Stepper.Step label="Confirmation" description="All done" />
    </Stepper>
  );
});
