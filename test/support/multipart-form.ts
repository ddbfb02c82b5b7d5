// A multipart/form-data body as a browser sends a form: text fields, then files.
export interface FormFile {
  field: string;
  name: string;
  data: Buffer;
  type?: string;
}

export async function multipartForm(
  fields: Record<string, string>,
  files: FormFile[] = [],
): Promise<{ payload: Buffer; contentType: string }> {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) {
    const type = file.type ?? "application/octet-stream";
    data.append(file.field, new Blob([new Uint8Array(file.data)], { type }), file.name);
  }
  const request = new Request("http://host/", { method: "POST", body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") ?? "",
  };
}
