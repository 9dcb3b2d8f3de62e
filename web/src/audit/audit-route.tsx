import { useQueries, useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { displayTitle } from '../../../common/src/chat-title.ts';
import type { AuditResponse } from '../../../common/src/contracts/chat.ts';
import { chatMessagesQuery } from '../api/chat-queries.ts';
import { getJson } from '../api/client.ts';
import { featureFlagsQuery } from '../api/flags-query.ts';

const Block = ({ title, text }: { title: string; text: string }) => (
  <details className="audit-block" open={title !== 'Tool results'}>
    <summary>{title}</summary>
    <pre>{text}</pre>
  </details>
);

const json = (value: unknown) => JSON.stringify(value, null, 2);

const AuditEntry = ({
  audit,
  question,
  index,
}: {
  audit: AuditResponse;
  question: string;
  index: number;
}) => (
  <section className="audit-entry" aria-labelledby={`answer-${index}`}>
    <h2 id={`answer-${index}`}>
      Answer {index + 1}: <span className="muted">{question}</span>
    </h2>
    <p className="muted">
      Model: {audit.model_name} ({audit.model_provider}) · {audit.tool_calls.length} tool call
      {audit.tool_calls.length === 1 ? '' : 's'}
      {audit.unresolved_references.length > 0 &&
        ` · unresolved references: ${audit.unresolved_references.join(', ')}`}
    </p>
    <Block title="Instructions" text={audit.instructions_prompt} />
    <Block title="Input" text={audit.input_prompt} />
    <Block
      title="Tool calls"
      text={audit.tool_calls.map((c) => `${c.tool_name}(${json(c.arguments)})`).join('\n\n')}
    />
    <Block
      title="Tool results"
      text={audit.tool_results.map((r) => `${r.tool_name} →\n${json(r.result)}`).join('\n\n')}
    />
    <Block title="Raw response" text={audit.llm_raw_response} />
  </section>
);

/** /audit/{chatId} (enable_audit only): exactly how each answer in a chat was produced. */
export const Component = () => {
  const { chatId = '' } = useParams();
  const flags = useQuery(featureFlagsQuery());
  const chat = useQuery({
    ...chatMessagesQuery(chatId),
    retry: false,
    enabled: flags.data?.enable_audit === true,
  });
  const messages = chat.data?.messages ?? [];
  const answers = messages.flatMap((m, i) =>
    m.role === 'assistant' && m.has_audit_data
      ? [{ id: m.id, question: messages[i - 1]?.content ?? '' }]
      : [],
  );
  const audits = useQueries({
    queries: answers.map((a) => ({
      queryKey: ['audit', chatId, a.id],
      queryFn: () => getJson<AuditResponse>(`/api/chat/${chatId}/message/${a.id}/audit`, 'Audit'),
    })),
  });
  if (flags.isPending) return <p className="status">Loading...</p>;
  if (!flags.data?.enable_audit) return <Navigate replace to="/?notfound=1" />;
  return (
    <div className="page audit-page">
      <h1>{chat.data ? displayTitle(chat.data.title, 'Chat') : 'AI Prompt'}</h1>
      {chat.data && (
        <p>
          <Link to={`/chat/${chatId}`}>Back to the chat</Link>
        </p>
      )}
      {chat.isPending && <p className="status">Loading chat...</p>}
      {chat.isError && <p className="error-text">Failed to load chat</p>}
      {chat.isSuccess && answers.length === 0 && <p>No assistant messages found in this chat</p>}
      {answers.map((a, i) => {
        const audit = audits[i]?.data;
        return audit ? (
          <AuditEntry key={a.id} audit={audit} question={a.question} index={i} />
        ) : (
          <p key={a.id} className="status">
            {audits[i]?.isError ? 'Failed to load chat' : 'Loading...'}
          </p>
        );
      })}
    </div>
  );
};
