import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { couponMutations } from '@/api/coupons';
import { useCorporationId } from '@/session/session-context';
import { couponMessages } from '@/messages/coupons';
import { paths } from '@/paths';
import { useAppMutation } from '@/ui/use-app-mutation';
import { useCouponFacilities } from './coupon-details';
import { CouponForm } from './coupon-form';
import { emptyCouponForm, formToInput } from './coupon-form-values';
import './coupons.css';

const m = couponMessages;

/** /coupons/new: a new coupon is saved as a draft, then shown on its detail page. */
export default function CouponNewPage() {
  const corporationId = useCorporationId();
  const facilities = useCouponFacilities(corporationId);
  const [, navigate] = useLocation();
  const [createdId, setCreatedId] = useState<string>();
  const [initialValues] = useState(emptyCouponForm);
  const create = useAppMutation(couponMutations.create(corporationId), { success: m.form.created });

  // Navigate once the form has stopped guarding (it renders with saved=true first).
  useEffect(() => {
    if (createdId) navigate(paths.coupon(createdId));
  }, [createdId, navigate]);

  return (
    <CouponForm
      initialValues={initialValues}
      facilities={facilities}
      submitLabel={m.form.create}
      notice={m.form.newNotice}
      record="new"
      saved={createdId !== undefined}
      onCancel={() => navigate(paths.coupons)}
      onSave={async (values) => {
        const coupon = await create.mutateAsync(formToInput(values));
        setCreatedId(coupon.id);
      }}
    />
  );
}
