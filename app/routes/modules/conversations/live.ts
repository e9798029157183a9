import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { API_PATHS } from "@contract/paths.ts";
import type { LiveMessageEvent } from "@contract/conversations.ts";
import { useAuthStatus } from "../../../auth/hooks.ts";
import { useServices } from "../../../services.tsx";
import { CONVERSATIONS_KEY } from "./api.ts";

/** The events of one server-sent-event stream chunk by chunk: `event:` and `data:` lines up to a blank line. */
export function createEventParser(onEvent: (name: string, data: string) => void) {
  let buffer = "";
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, "\n");
    let end;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let name = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") name = value;
        else if (field === "data") data.push(value);
      }
      if (data.length) onEvent(name, data.join("\n"));
    }
  };
}

/** Waits before reconnecting: 1 s, 2 s, 4 s ... up to 30 s (reset once a stream opened). */
export const reconnectDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));

/**
 * Listens to GET /conversations/events while signed in (fetch with the client's credential headers:
 * EventSource cannot send them) and refreshes the conversations and the notification count on each
 * new message; `onMessage` hears each event too.
 */
export function useLiveMessages(onMessage?: (event: LiveMessageEvent) => void) {
  const { client } = useServices();
  const status = useAuthStatus();
  const queryClient = useQueryClient();
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    if (status !== "SIGNED_IN" || typeof TextDecoder === "undefined") return;
    const abort = new AbortController();
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const parse = createEventParser((name, data) => {
      if (name !== "message") return;
      let event: LiveMessageEvent;
      try {
        event = JSON.parse(data) as LiveMessageEvent;
      } catch {
        return;
      }
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: ["notifications"] });
      handler.current?.(event);
    });
    const connect = async () => {
      try {
        const response = await client.fetch("GET", API_PATHS.conversationEvents, {
          signal: abort.signal,
          headers: { Accept: "text/event-stream" },
        });
        if (!response.ok || !response.body) throw new Error(`live messages: ${response.status}`);
        attempt = 0;
        // Anything missed while disconnected.
        void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parse(value);
        }
      } catch {
        if (abort.signal.aborted) return;
      }
      if (abort.signal.aborted) return;
      timer = setTimeout(() => void connect(), reconnectDelay(attempt++));
    };
    void connect();
    return () => {
      abort.abort();
      if (timer) clearTimeout(timer);
    };
  }, [client, status, queryClient]);
}
