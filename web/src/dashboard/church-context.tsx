import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { useParams } from 'react-router';
import { myChurchesQuery, type UserChurch } from '../api/church-queries.ts';

type ChurchContext = {
  churches: UserChurch[];
  /** Spec §4 church context: the church named in the URL, else the first one. */
  selected: UserChurch | undefined;
};

const Ctx = createContext<ChurchContext>({ churches: [], selected: undefined });

export const useChurches = () => useContext(Ctx);

/** Loads the publisher's churches once for every dashboard screen; 'Loading...' until they arrive. */
export const ChurchProvider = ({ children }: { children: ReactNode }) => {
  const { churchId } = useParams();
  const query = useQuery(myChurchesQuery());
  if (query.isPending) return <p className="status">Loading...</p>;
  if (query.isError) {
    return (
      <p className="status error-text" role="alert">
        Failed to load churches
      </p>
    );
  }
  const churches = query.data;
  const selected = churches.find((c) => String(c.id) === churchId) ?? churches[0];
  return <Ctx.Provider value={{ churches, selected }}>{children}</Ctx.Provider>;
};

/** The numeric :churchId of the route (0 when it is not a number, which no church has). */
export const useChurchId = (): number => {
  const { churchId } = useParams();
  const id = Number(churchId);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

export const CAN_PUBLISH = ['owner', 'publisher'] as const;
/** Owners and publishers of a church change it; a site admin (role 'admin' in the list) too. */
export const canManage = (role: string | null | undefined) =>
  role === 'owner' || role === 'publisher' || role === 'admin';
