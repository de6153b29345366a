/**
 * GitHub's own parser for Actions workflows (@actions/workflow-parser, the one behind GitHub's editor and
 * language server): a misspelt key, a value of the wrong kind or an expression that doesn't parse is found
 * here, in `npm run lint`, instead of on the owner's first push.
 */
import { NoOperationTraceWriter, convertWorkflowTemplate, parseWorkflow } from "@actions/workflow-parser";

/** Every problem GitHub's parser finds in one workflow file, as "file (Line: l, Col: c): message". */
export async function workflowProblems(name: string, content: string): Promise<string[]> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  const problems = parsed.context.errors.getErrors().map((error) => error.message);
  if (problems.length > 0 || !parsed.value) return problems.length > 0 ? problems : [`${name}: not a workflow`];
  // The second pass: jobs, steps, needs and the expressions' places, as GitHub reads them before it runs anything.
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  return (template.errors ?? []).map((error) => error.Message);
}
