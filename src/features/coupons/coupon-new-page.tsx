import { useState } from 'react';
import { useLocation } from 'wouter';
import { couponMutations } from '@/api/coupons';
import { useCorporationId } from '@/session/session-context';
import { couponMessages as m } from '@/messages/coupons';
import { paths } from '@/paths';
import { useAppMutation } from '@/ui/use-app-mutation';
import { useLoader } from '@/ui/use-loader';
import { useCouponFacilities } from './coupon-details';
import { CouponForm } from './coupon-form';
import { emptyCouponForm, formToInput } from './coupon-form-values';
import { couponNewLoader } from './loaders';
import './coupons.css';

/** /coupons/new: a new coupon is saved as a draft, then shown on its detail page. */
export default function CouponNewPage() {
  const corporationId = useCorporationId();
  const facilities = useCouponFacilities(useLoader(couponNewLoader).facilities);
  const [, navigate] = useLocation();
  // Made once, not at every render: the form reads only its first initial values.
  const [initialValues] = useState(emptyCouponForm);
  const create = useAppMutation(couponMutations.create(corporationId), { success: m.form.created });

  return (
    <CouponForm
      initialValues={initialValues}
      facilities={facilities}
      submitLabel={m.form.create}
      notice={m.form.newNotice}
      record="new"
      onCancel={() => navigate(paths.coupons)}
      onSave={async (values) => paths.coupon((await create.mutateAsync(formToInput(values))).id)}
    />
  );
}
