import { queryOptions } from '@tanstack/react-query';
import type {
  AddSermonBody,
  Church,
  ChurchAnalysisRecord,
  ChurchAnalysisResult,
  ChurchCreateBody,
  ChurchMembersResponse,
  ChurchRole,
  ChurchUpdateBody,
  JoinResponse,
  RecentVideosResponse,
  Sermon as SermonOfChurch,
  UserChurch,
  UserChurchesResponse,
  VideoDetailResponse,
} from '../../../common/src/contracts/churches.ts';
import { apiRequest, errorOf, getJson, postJson, putJson } from './client.ts';
import { errorMessage } from './error-message.ts';

export type { ChurchAnalysisResult, UserChurch };

/** The churches of the signed-in publisher, each with the reader's role there (spec §3 user_role). */
export const myChurchesQuery = () =>
  queryOptions({
    queryKey: ['user', 'churches'],
    queryFn: async () =>
      (await getJson<UserChurchesResponse>('/api/user/churches', 'Churches'))?.churches ?? [],
  });

export const churchQuery = (churchId: number) =>
  queryOptions({
    queryKey: ['user', 'church', churchId],
    queryFn: () => getJson<Church>(`/api/churches/${churchId}`, 'Church'),
  });

/** What the website analysis read and where it found each field (404 for a church not set up from one). */
export const churchAnalysisQuery = (churchId: number) =>
  queryOptions({
    queryKey: ['user', 'church', churchId, 'analysis'],
    queryFn: () => getJson<ChurchAnalysisRecord>(`/api/churches/${churchId}/analysis`, 'Church analysis'),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Spec §9: the dashboard lists the channel's latest 6 videos. */
export const recentVideosQuery = (churchId: number, limit = 6) =>
  queryOptions({
    queryKey: ['user', 'church', churchId, 'videos', limit],
    queryFn: () =>
      getJson<RecentVideosResponse>(`/api/churches/${churchId}/recent-videos?limit=${limit}`, 'Videos'),
    staleTime: 30_000,
  });

export const videoDetailQuery = (churchId: number, videoId: string) =>
  queryOptions({
    queryKey: ['user', 'church', churchId, 'video', videoId],
    queryFn: () =>
      getJson<VideoDetailResponse>(
        `/api/churches/${churchId}/videos/${encodeURIComponent(videoId)}`,
        'Video',
      ),
  });

export const membersQuery = (churchId: number) =>
  queryOptions({
    queryKey: ['user', 'church', churchId, 'members'],
    queryFn: () => getJson<ChurchMembersResponse>(`/api/churches/${churchId}/members`, 'Members'),
  });

/**
 * POST /api/churches/analyze-website. The server answers the result shape for the failures it knows
 * (success:false with error_type); anything else becomes a result too: network_error when the request
 * never got an answer (spec §8's default type), the server's words otherwise.
 */
export const analyzeWebsite = async (websiteUrl: string): Promise<ChurchAnalysisResult> => {
  let res: Response;
  try {
    res = await apiRequest('/api/churches/analyze-website', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ website_url: websiteUrl }),
    });
  } catch (err) {
    return failure('network_error', errorMessage(err));
  }
  const body = (await res.json().catch(() => null)) as
    | (Partial<ChurchAnalysisResult> & { detail?: string })
    | null;
  if (body && typeof body.success === 'boolean') {
    return {
      success: body.success,
      church: body.church ?? null,
      error: body.error ?? null,
      error_type: body.error_type ?? null,
      message: body.message ?? null,
      user_message: body.user_message ?? null,
    };
  }
  // Spec §8: a failure that is not an analysis result is titled 'Error Analyzing Website'.
  return failure('request_failed', body?.detail ?? `HTTP ${res.status}`);
};

const failure = (type: string, message: string): ChurchAnalysisResult =>
  ({
    success: false,
    church: null,
    error: message,
    error_type: type,
    message,
    user_message: null,
  }) as ChurchAnalysisResult;

/** POST /api/churches/{id}/sermons: a video added by its link (the server answers the sermon, new or not). */
export const addVideoByLink = (churchId: number, body: AddSermonBody) =>
  postJson<SermonOfChurch>(`/api/churches/${churchId}/sermons`, body, 'Add video');

/** POST /api/churches: manual setup (issue 36), the caller its owner. */
export const createChurch = (body: ChurchCreateBody) => postJson<Church>('/api/churches', body, 'Church');

export const updateChurch = (churchId: number, body: ChurchUpdateBody) =>
  putJson<Church>(`/api/churches/${churchId}`, body, 'Church');

const send = async (method: 'DELETE' | 'POST' | 'PUT', path: string, action: string, body?: unknown) => {
  const res = await apiRequest(path, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!res.ok) throw await errorOf(res, action);
};

/** "Continue" on the review of a church found by an analysis: it is set up from now on (issue 36). */
export const confirmChurchSetup = (churchId: number) =>
  postJson<Church>(`/api/churches/${churchId}/confirm-setup`, {}, 'Set up church');

export const deleteChurch = (churchId: number) =>
  send('DELETE', `/api/churches/${churchId}`, 'Delete church');

export const joinChurch = (churchId: number) =>
  postJson<JoinResponse>(`/api/user/churches/${churchId}/join`, {}, 'Join church');

export const setMemberRole = (churchId: number, userId: string, role: ChurchRole) =>
  send('PUT', `/api/churches/${churchId}/members/${userId}`, 'Change role', { role });

/**
 * A pending join request approved (the asker becomes a member) or declined, by the server's
 * POST /api/churches/{id}/join-requests/{userId}/approve|decline. Roles of members are PUT /members/{userId}.
 */
export const approveRequest = (churchId: number, userId: string, role: 'member' | 'publisher' = 'member') =>
  send('POST', `/api/churches/${churchId}/join-requests/${userId}/approve`, 'Approve request', { role });
export const declineRequest = (churchId: number, userId: string) =>
  send('POST', `/api/churches/${churchId}/join-requests/${userId}/decline`, 'Decline request');
