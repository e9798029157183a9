import { useQueryClient } from "@tanstack/react-query";
import { MESSAGE_BODY_MAX } from "@contract/applications.ts";
import { AskQuestion } from "@features/conversations/AskQuestion.tsx";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { askQuestion, CONVERSATIONS_KEY } from "./api.ts";

/** "Stel een vraag" on a vacancy (signed in): the question starts (or continues) a thread with the organization. */
export function AskAction({
  vacancyId,
  vacancyTitle,
  organizationName,
}: {
  vacancyId: string;
  vacancyTitle: string;
  organizationName: string;
}) {
  const { client } = useServices();
  const queryClient = useQueryClient();
  return (
    <AskQuestion
      signedIn
      signInHref="/auth/login-1"
      organizationName={organizationName}
      vacancyTitle={vacancyTitle}
      maxLength={MESSAGE_BODY_MAX}
      linkComponent={RouterLink}
      threadHref={(id) => `/conversations?id=${id}`}
      onAsk={async (body) => {
        const id = await askQuestion(client, vacancyId, body);
        await queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
        return id;
      }}
    />
  );
}
