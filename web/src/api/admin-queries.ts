import { queryOptions } from '@tanstack/react-query';
import type {
  AdminChurch,
  AdminChurchesResponse,
  AdminJob,
  AdminJobsResponse,
  AdminPartner,
  AdminPartnersResponse,
  AdminUser,
  AdminUsersResponse,
  AuditResponse,
  CreatePartnerBody,
  PublisherRequestsResponse,
  UpdatePartnerBody,
} from '../../../common/src/contracts/admin.ts';
import type {
  MyPublisherRequestResponse,
  PublisherRequest,
  PublisherRequestBody,
  PublisherRequestStatus,
} from '../../../common/src/contracts/publisher-requests.ts';
import type { Role } from '../../../common/src/contracts/user.ts';
import { apiRequest, errorOf, getJson, postJson, putJson } from './client.ts';

export type { AdminChurch, AdminJob, AdminPartner, AdminUser, PublisherRequest, PublisherRequestStatus };

// Issue 34: publisher access on request (the reader's side) and the admin console's calls.

export const myPublisherRequestQuery = () =>
  queryOptions({
    queryKey: ['user', 'publisher-request'],
    queryFn: async () =>
      (await getJson<MyPublisherRequestResponse>('/api/user/publisher-request', 'Publisher request'))
        ?.request ?? null,
  });

export const askForPublisherAccess = (body: PublisherRequestBody) =>
  postJson<PublisherRequest>('/api/publisher-requests', body, 'Publisher request');

/** The reader has been told of the decision: it is not shown again. */
export const markPublisherDecisionSeen = () =>
  postJson<MyPublisherRequestResponse>('/api/user/publisher-request/seen', {}, 'Publisher request');

export const adminUsersQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'users', q],
    queryFn: async () =>
      (await getJson<AdminUsersResponse>(`/api/admin/users?q=${encodeURIComponent(q)}`, 'Users'))?.users ??
      [],
  });

export const setUserRole = (id: string, role: Role) =>
  putJson<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}/role`, { role }, 'Role change');

export const adminRequestsQuery = (status: PublisherRequestStatus | '') =>
  queryOptions({
    queryKey: ['admin', 'publisher-requests', status],
    queryFn: async () =>
      (
        await getJson<PublisherRequestsResponse>(
          `/api/admin/publisher-requests${status ? `?status=${status}` : ''}`,
          'Publisher requests',
        )
      )?.requests ?? [],
  });

export const decidePublisherRequest = (id: number, approve: boolean, reason: string) =>
  postJson<PublisherRequest>(
    `/api/admin/publisher-requests/${id}/${approve ? 'approve' : 'decline'}`,
    reason.trim() ? { reason: reason.trim() } : {},
    'Decision',
  );

export const adminChurchesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'churches'],
    queryFn: async () =>
      (await getJson<AdminChurchesResponse>('/api/admin/churches', 'Churches'))?.churches ?? [],
  });

export const setChurchSuspended = (id: number, suspended: boolean) =>
  postJson<AdminChurch>(`/api/admin/churches/${id}/${suspended ? 'suspend' : 'restore'}`, {}, 'Church');

export const adminPartnersQuery = () =>
  queryOptions({
    queryKey: ['admin', 'partners'],
    queryFn: async () =>
      (await getJson<AdminPartnersResponse>('/api/admin/partners', 'Partner editions'))?.partners ?? [],
  });

export const createPartner = (body: CreatePartnerBody) =>
  postJson<AdminPartner>('/api/admin/partners', body, 'Partner edition');

export const updatePartner = (slug: string, body: UpdatePartnerBody) =>
  putJson<AdminPartner>(`/api/admin/partners/${slug}`, body, 'Partner edition');

export const deletePartner = async (slug: string): Promise<void> => {
  const res = await apiRequest(`/api/admin/partners/${slug}`, { method: 'DELETE' });
  if (!res.ok) throw await errorOf(res, 'Partner edition');
};

export const adminJobsQuery = (status: 'queued' | 'running' | 'failed' | '') =>
  queryOptions({
    queryKey: ['admin', 'jobs', status],
    queryFn: async () =>
      (await getJson<AdminJobsResponse>(`/api/admin/jobs${status ? `?status=${status}` : ''}`, 'Jobs')) ??
      null,
  });

export const retryJob = (id: string) => postJson<AdminJob>(`/api/admin/jobs/${id}/retry`, {}, 'Job');
export const cancelJob = (id: string) => postJson<AdminJob>(`/api/admin/jobs/${id}/cancel`, {}, 'Job');

export const auditQuery = () =>
  queryOptions({
    queryKey: ['admin', 'audit'],
    queryFn: async () =>
      (await getJson<AuditResponse>('/api/admin/audit?limit=100', 'Audit log'))?.entries ?? [],
  });
