/** What the rest of the server needs: the job type of the scheduled subscribed-items sheet. */
