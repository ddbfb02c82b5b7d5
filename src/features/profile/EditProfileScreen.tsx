// Edit profile: name, country, currency and newsletter. A guest is sent to sign in (the host does
// it for a page load; a 401 on the data does it here).
import { lazy, Suspense, useEffect } from "react";
import type { EditProfileResponse } from "../../api/types/profile";
import { Loading } from "../../ui/Loading";
import { LoadFailed } from "../../widgets/PageDataScreen";
import { usePageData } from "../../widgets/use-page-data";

// The form is its own chunk, asked for as soon as this screen's code runs (alongside the data).
const form = import("./EditProfileForm");
const EditProfileForm = lazy(() => form.then((m) => ({ default: m.EditProfileForm })));

import "./profile.css";

export default function EditProfileScreen() {
  const state = usePageData<EditProfileResponse & { [key: string]: unknown }>();
  const guest = state.status === "error" && state.error.status === 401;
  useEffect(() => {
    if (guest) location.replace(`/login?return_to=${encodeURIComponent(location.pathname)}`);
  }, [guest]);
  if (state.status === "loading" || guest) return <Loading />;
  if (state.status === "error") return <LoadFailed status={state.error.status} />;
  return (
    <section className="profile profile--narrow" aria-labelledby="edit-profile-heading">
      <h1 id="edit-profile-heading">Edit profile</h1>
      <Suspense fallback={<Loading />}>
        <EditProfileForm basics={state.data.basic_data} />
      </Suspense>
    </section>
  );
}
