import { RETURN_APPROVAL_DAYS } from '@common/returns';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ReturnsQueue } from '@/features/admin-orders/components/returns-queue';

/** /admin/returns: the owner's returns queue, newest first, the open ones by default. */
export default function AdminReturnsRoute() {
  return (
    <>
      <AdminPageHeader
        title="Returns"
        description={`Every return request, newest first. The policy promises an answer within ${RETURN_APPROVAL_DAYS} days.`}
      />
      <ReturnsQueue />
    </>
  );
}
